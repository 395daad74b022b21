// A pre-rendered form can be submitted before the page's script has arrived; the browser then sends it as its HTML
// says. A GET form (a form without a method is one) puts its fields in the address, and so in the history, the
// servers' logs and the Referer of the next request: an application number with a date of birth is enough to open an
// application. So every pre-rendered form is POST, which the servers answer with the same page (tools/stack), except
// the language choice, whose only field is the language (ARCHITECTURE 2).
import { LANGUAGE_QUERY } from '@evisa/i18n/languages';

const FORM = /<form\b([^>]*)>([\s\S]*?)<\/form>/gi;
const FIELD = /<(?:input|select|textarea|button)\b[^>]*\sname="([^"]*)"/gi;
const METHOD = /\smethod="([^"]*)"/i;

/**
 * The forms of an HTML document that would send a field other than the language in the address (GET), each as
 * the names of its fields; empty when there is none.
 */
export function formsSentInAddress(html: string): string[][] {
  const found: string[][] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(FORM)) {
    const method = METHOD.exec(attributes)?.[1]?.toLowerCase() ?? 'get';
    if (method === 'post' || method === 'dialog') continue;
    const fields = [...body.matchAll(FIELD)].map(([, name]) => name ?? '');
    // Fail closed: a form whose fields cannot be read here, or any field that is not the language, counts.
    if (fields.length === 0 || fields.some((name) => name !== LANGUAGE_QUERY)) found.push(fields);
  }
  return found;
}
