import type { ApplicationType } from '../application-types';

/** What a government fee is charged for: the visa service, and for e-Tourist its duration. */
export type FeeProduct =
  | 'tourist30D'
  | 'tourist1YR'
  | 'tourist5YR'
  | 'business'
  | 'medical'
  | 'medicalAttendant'
  | 'conference'
  | 'ayush'
  | 'ayushAttendant';

/** A government fee in USD. The 30-day e-Tourist fee is lower in the lean season, April to June. */
export type GovernmentFee = number | { readonly aprilToJune: number; readonly julyToMarch: number };

export type NationalityGroup = {
  readonly label: string;
  /** ISO alpha-2 codes of the nationalities in the group. */
  readonly countries: readonly string[];
  /** Fees that differ from the standard table; anything not listed is the standard fee. */
  readonly fees: Partial<Record<FeeProduct, GovernmentFee>>;
};

export type FeeSchedule = {
  readonly version: string;
  /** First day (yyyy-mm-dd) on which this schedule applies. */
  readonly effectiveFrom: string;
  readonly currency: 'USD';
  /** Where the government figures come from. */
  readonly source: string;
  readonly standardFees: Readonly<Record<FeeProduct, GovernmentFee>>;
  readonly nationalityGroups: readonly NationalityGroup[];
  /** The agency's own processing fee per application type. */
  readonly serviceFees: Readonly<Record<ApplicationType, number>>;
};

const ALL_FREE: Record<FeeProduct, GovernmentFee> = {
  tourist30D: 0,
  tourist1YR: 0,
  tourist5YR: 0,
  business: 0,
  medical: 0,
  medicalAttendant: 0,
  conference: 0,
  ayush: 0,
  ayushAttendant: 0,
};

/**
 * Fee schedules, oldest first. Add a new entry (never edit a published one) when the government table or the
 * service fees change: a quote records the version it was computed from.
 * The government figures must be re-checked against the official table before go-live (docs/decisions.md).
 */
export const FEE_SCHEDULES: readonly FeeSchedule[] = [
  {
    version: '2025.1',
    effectiveFrom: '2025-01-01',
    currency: 'USD',
    source: 'Government of India e-Visa fee table, https://indianvisaonline.gov.in/evisa/tvoa.html (e-Visa Fee)',
    standardFees: {
      tourist30D: { aprilToJune: 10, julyToMarch: 25 },
      tourist1YR: 40,
      tourist5YR: 80,
      business: 80,
      medical: 80,
      medicalAttendant: 80,
      conference: 80,
      ayush: 80,
      ayushAttendant: 80,
    },
    nationalityGroups: [
      {
        label: 'Japan',
        countries: ['JP'],
        fees: { tourist30D: 10, tourist1YR: 25, tourist5YR: 25 },
      },
      {
        label: 'Gratis (no government fee)',
        countries: [
          'AR', 'CK', 'FJ', 'ID', 'JM', 'KI', 'MH', 'MU', 'FM', 'MM', 'NR', 'NU', 'PW', 'PG', 'WS', 'SC', 'SB',
          'ZA', 'TO', 'TV', 'UY',
        ],
        fees: ALL_FREE,
      },
    ],
    serviceFees: { normal: 49, urgent: 89 },
  },
];
