export type PortType = 'airport' | 'seaport' | 'land';

export type Port<T extends PortType = PortType> = {
  /** Stable identifier stored in portOfArrival / expectedPortOfExit. */
  readonly slug: string;
  readonly name: string;
  readonly type: T;
};

function airport(city: string): Port<'airport'> {
  return { slug: `${slugify(city)}-airport`, name: `${city} Airport`, type: 'airport' };
}

function seaport(city: string): Port<'seaport'> {
  return { slug: `${slugify(city)}-seaport`, name: `${city} Seaport`, type: 'seaport' };
}

function landCheckPost(place: string): Port<'land'> {
  return { slug: `${slugify(place)}-icp`, name: `${place} Land Check Post`, type: 'land' };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Ports where an e-Visa holder may enter India: the 31 designated airports and 5 designated seaports of the
 * Government of India e-Visa scheme (spec 9.3). Re-check against the official list before go-live.
 */
export const ARRIVAL_PORTS: readonly Port<'airport' | 'seaport'>[] = [
  ...[
    'Ahmedabad', 'Amritsar', 'Bagdogra', 'Bengaluru', 'Bhubaneswar', 'Calicut', 'Chennai', 'Chandigarh', 'Cochin',
    'Coimbatore', 'Delhi', 'Gaya', 'Goa (Dabolim)', 'Goa (Mopa)', 'Guwahati', 'Hyderabad', 'Indore', 'Jaipur',
    'Kannur', 'Kolkata', 'Lucknow', 'Madurai', 'Mangalore', 'Mumbai', 'Nagpur', 'Port Blair', 'Pune',
    'Tiruchirapalli', 'Trivandrum', 'Varanasi', 'Visakhapatnam',
  ].map(airport),
  ...['Chennai', 'Cochin', 'Mormugao (Goa)', 'Mangalore', 'Mumbai'].map(seaport),
];

/**
 * Major land immigration check posts. An e-Visa holder may leave through any authorised immigration check post
 * (spec 9.3), so the exit list is wider than the arrival list.
 */
export const LAND_CHECK_POSTS: readonly Port<'land'>[] = [
  'Attari (Wagah)', 'Petrapole', 'Gede', 'Agartala', 'Dawki', 'Sutarkandi', 'Moreh', 'Zokhawthar', 'Raxaul',
  'Jogbani', 'Sunauli', 'Rupaidiha', 'Panitanki', 'Banbasa', 'Changrabandha', 'Fulbari', 'Hili', 'Munabao',
].map(landCheckPost);

/** Choices for expectedPortOfExit: every arrival port plus the land check posts. */
export const EXIT_PORTS: readonly Port[] = [...ARRIVAL_PORTS, ...LAND_CHECK_POSTS];

export function findArrivalPort(slug: unknown): Port<'airport' | 'seaport'> | undefined {
  return ARRIVAL_PORTS.find((port) => port.slug === slug);
}

export function findExitPort(slug: unknown): Port | undefined {
  return EXIT_PORTS.find((port) => port.slug === slug);
}
