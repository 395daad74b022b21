// The site configuration a build ships (public/config.json) must be fit for production when the build is for
// production (NODE_ENV=production): real agency contacts, no placeholders, the agency's legal name, postal address and
// registration number, the site's public https address. A local build keeps demo values, which
// the site marks as such on every page.
const fs = require('node:fs');
const path = require('node:path');
const { createJiti } = require('jiti');

const jiti = createJiti(__filename);
/** The rule the browser uses too (libs/contracts), loaded from its TypeScript source at build time. */
const { agencyContactProblems } = jiti(path.join(__dirname, '../libs/contracts/src/values/agency-contacts.ts'));
const { agencyIdentityProblems } = jiti(path.join(__dirname, '../libs/contracts/src/values/agency-identity.ts'));

const DEFAULT_CONFIG_FILE = path.join(__dirname, 'public/config.json');

/** One line per problem in a site configuration file ('agency.phone: a placeholder number: "..."'). */
function siteConfigProblems(file = DEFAULT_CONFIG_FILE) {
  let config;
  try {
    config = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return [`${file}: cannot be read as JSON (${error.message})`];
  }
  const problems = Object.entries({ ...agencyContactProblems(config.agency), ...agencyIdentityProblems(config.agency) }).map(([field, problem]) => `agency.${field}: ${problem}`);
  const siteUrl = siteUrlProblem(config.siteUrl);
  return siteUrl ? [...problems, `siteUrl: ${siteUrl}`] : problems;
}

/** The site's public address names the pre-rendered pages and the sitemap: an https origin, not a local one. */
function siteUrlProblem(siteUrl) {
  if (!siteUrl) return 'missing';
  let url;
  try {
    url = new URL(siteUrl);
  } catch {
    return `not an address: ${JSON.stringify(siteUrl)}`;
  }
  if (url.protocol !== 'https:' || ['localhost', '127.0.0.1'].includes(url.hostname)) return `a local or non-https address: ${JSON.stringify(siteUrl)}`;
  return undefined;
}

/** Throws, naming every bad value, when a production build would ship a configuration unfit for production. */
function assertProductionSiteConfig(env = process.env, file = DEFAULT_CONFIG_FILE) {
  if (env.NODE_ENV !== 'production') return;
  const problems = siteConfigProblems(file);
  if (problems.length > 0) {
    throw new Error(`The site's configuration is not fit for production (NODE_ENV=production), ${file}:\n  ${problems.join('\n  ')}`);
  }
}

module.exports = { siteConfigProblems, assertProductionSiteConfig, DEFAULT_CONFIG_FILE };

// `node shell/site-config-check.cjs [config.json]`: checks a deployment's configuration before it is uploaded.
if (require.main === module) {
  const file = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_CONFIG_FILE;
  const problems = siteConfigProblems(file);
  if (problems.length > 0) {
    console.error(`${file} is not fit for production:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${file}: the agency's contacts and the site's address are fit for production.`);
}
