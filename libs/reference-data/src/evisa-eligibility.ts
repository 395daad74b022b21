/**
 * The nationalities whose ordinary-passport holders may apply for an Indian e-Visa, as the Government of India
 * publishes them ("e-Visa facility is available for the nationals of following countries/territories"). The list
 * changes by notification: replace it (and `asOf`) when the official page changes, never edit one entry quietly.
 * Persons of Pakistani origin or holding a Pakistani passport must apply for a regular visa whatever their
 * nationality; diplomatic and official passport holders are not eligible either.
 */
export const EVISA_ELIGIBILITY = {
  source: 'Government of India, Ministry of Home Affairs: e-Visa eligible countries/territories, https://indianvisaonline.gov.in/evisa/tvoa.html',
  /** When the list below was transcribed from the official page. */
  asOf: '2024-12-01',
  /** ISO 3166-1 alpha-2 codes, in the official page's (alphabetical) order. */
  nationalities: [
    'AL', 'AD', 'AO', 'AI', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BB', 'BE', 'BZ', 'BO', 'BA', 'BW',
    'BR', 'BN', 'BG', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CL', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CY',
    'CZ', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'FJ', 'FI', 'FR', 'GA', 'GM', 'GE',
    'DE', 'GH', 'GR', 'GD', 'GT', 'GN', 'GY', 'HT', 'HN', 'HU', 'IS', 'ID', 'IE', 'IL', 'IT', 'JM', 'JP', 'JO',
    'KZ', 'KE', 'KI', 'KG', 'LA', 'LV', 'LS', 'LR', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'ML', 'MT', 'MH', 'MU',
    'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MZ', 'MM', 'NA', 'NR', 'NL', 'NZ', 'NI', 'NE', 'NU', 'MK', 'NO',
    'OM', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PL', 'PT', 'KR', 'RS', 'RO', 'RU', 'RW', 'KN', 'LC', 'VC',
    'WS', 'SM', 'SN', 'SC', 'SL', 'SG', 'SK', 'SI', 'SB', 'ZA', 'ES', 'LK', 'SR', 'SE', 'CH', 'TW', 'TJ', 'TZ',
    'TH', 'TO', 'TT', 'TC', 'TV', 'AE', 'UG', 'UA', 'GB', 'UY', 'US', 'UZ', 'VU', 'VA', 'VE', 'VN', 'ZM', 'ZW',
  ] as readonly string[],
} as const;
