/** The deployment's configuration (shell/public/config.json): the API's address, the agency's details. */
export const SITE_CONFIG_URL = '/config.json';
