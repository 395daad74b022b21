/** A complete production configuration for tests of what production allows (every variable it requires is set). */
export const PRODUCTION_ENVIRONMENT = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://db.internal:27017/evisa',
  SITE_URL: 'https://evisa.example',
  CORS_ORIGINS: 'https://evisa.example',
  ACCESS_SECRET: 'q3V9mZp2Lr8TxW4nKb7YdHs1Jc6FgE0uA5oNiPvR2tQ',
  TRUST_PROXY: 'loopback',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  SMTP_HOST: 'smtp.internal',
  // Real-looking addresses: production refuses placeholder mail domains (example.*, .test, .localhost).
  MAIL_FROM: 'e-Visa <no-reply@visa-agency.co.uk>',
  AGENCY_EMAIL: 'support@visa-agency.co.uk',
  AGENCY_LEGAL_NAME: 'Visa Agency Ltd',
  AGENCY_POSTAL_ADDRESS: '10 High Street, London EC1A 1BB, United Kingdom',
  AGENCY_REGISTRATION_NUMBER: '01234567',
} as const;
