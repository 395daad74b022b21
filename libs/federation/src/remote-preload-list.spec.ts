import path from 'node:path';
import { screenFiles, textFiles } from './remote-preload-list.cjs';

describe("a remote's preload list", () => {
  it("names each exposed screen's start-up files as the federation manifest lists them", () => {
    const manifest = {
      exposes: [
        { name: 'Preview', assets: { js: { sync: ['1.js', 'expose_Preview.js'], async: ['i18n-payment-fr.js'] }, css: { sync: ['expose_Preview.css'], async: [] } } },
      ],
    };
    expect(screenFiles(manifest)).toEqual({ Preview: { js: ['1.js', 'expose_Preview.js'], css: ['expose_Preview.css'] } });
  });

  it("lists the app's own texts chunks by language, not the shared libraries' ones, an order's nor one information page's", () => {
    const app = path.join('/repo', 'mf-payment');
    const chunk = (files: string[], resources: string[]) => ({ files: new Set(files), modules: resources.map((resource) => ({ resource })) });
    const chunks = [
      chunk(['i18n-payment-fr.1.js'], [path.join(app, 'locales/fr/payment.json')]),
      chunk(['i18n-payment-en.2.js', 'i18n-payment-en.2.js.map'], [path.join(app, 'locales/en/payment.json')]),
      chunk(['i18n-common-en.3.js'], [path.join('/repo', 'libs/i18n/locales/en/common.json')]),
      chunk(['i18n-order-en.6.js'], [path.join(app, 'locales/en/order.json')]),
      chunk(['i18n-travellers-en.7.js'], [path.join(app, 'locales/en/travellers.json')]),
      chunk(['8.js'], [path.join(app, 'locales/en/info-faq.json')]),
      chunk(['expose_Preview.4.js'], [path.join(app, 'src/screens/preview.tsx')]),
    ];
    // Only the parts of webpack's compilation that textFiles reads.
    const compilation = { chunks, chunkGraph: { getChunkModulesIterable: (c: { modules: unknown[] }) => c.modules } } as unknown as Parameters<typeof textFiles>[0];
    expect(textFiles(compilation, path.join(app, 'locales') + path.sep)).toEqual({ en: ['i18n-payment-en.2.js'], fr: ['i18n-payment-fr.1.js'] });
  });
});
