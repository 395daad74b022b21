import { ARRIVAL_PORTS, EXIT_PORTS, LAND_CHECK_POSTS, findArrivalPort, findExitPort } from './ports';

describe('ports', () => {
  it('lists the 31 designated airports and 5 designated seaports', () => {
    expect(ARRIVAL_PORTS.filter((port) => port.type === 'airport')).toHaveLength(31);
    expect(ARRIVAL_PORTS.filter((port) => port.type === 'seaport').map((port) => port.name)).toEqual([
      'Chennai Seaport',
      'Cochin Seaport',
      'Mormugao (Goa) Seaport',
      'Mangalore Seaport',
      'Mumbai Seaport',
    ]);
  });

  it('gives every port a unique kebab-case slug', () => {
    const slugs = EXIT_PORTS.map((port) => port.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    slugs.forEach((slug) => expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/));
  });

  it('lets an applicant leave through any arrival port or a land check post', () => {
    expect(EXIT_PORTS).toEqual([...ARRIVAL_PORTS, ...LAND_CHECK_POSTS]);
    expect(LAND_CHECK_POSTS.every((port) => port.type === 'land')).toBe(true);
  });

  it('finds ports by slug', () => {
    expect(findArrivalPort('delhi-airport')).toEqual({ slug: 'delhi-airport', name: 'Delhi Airport', type: 'airport' });
    expect(findArrivalPort('goa-mopa-airport')?.name).toBe('Goa (Mopa) Airport');
    expect(findArrivalPort('attari-wagah-icp')).toBeUndefined();
    expect(findExitPort('attari-wagah-icp')?.type).toBe('land');
    expect(findExitPort(undefined)).toBeUndefined();
  });
});
