// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient declarations every program that compiles the scanner needs
/// <reference path="./asset-urls.d.ts" />
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { simd } from 'wasm-feature-detect';
import coreUrl from 'tesseract.js-core/tesseract-core.wasm.js?url';
import coreSimdUrl from 'tesseract.js-core/tesseract-core-simd.wasm.js?url';
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import classifierUrl from '@tesseract.js-data/eng/4.0.0/eng.traineddata.gz?mrz-classifier';

export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

let engine: Promise<Worker> | undefined;

/**
 * Tesseract's legacy classifier in a web worker, from the files the site serves itself (nothing from a third party):
 * the worker script, the WebAssembly core (with SIMD where the browser has it) and the trained data reduced to the
 * classifier. Started at the first scan and kept for the next one; nothing is cached beyond the browser's HTTP cache.
 */
export function ocrEngine(): Promise<Worker> {
  engine ??= (async () => {
    const response = await fetch(classifierUrl);
    if (!response.ok) throw new Error(`the scanner's trained data did not load (${response.status})`);
    const data = new Uint8Array(await response.arrayBuffer());
    const worker = await createWorker([{ code: 'eng', data }], OEM.TESSERACT_ONLY, {
      workerPath: workerUrl,
      corePath: (await simd()) ? coreSimdUrl : coreUrl,
      cacheMethod: 'none',
      legacyCore: true,
      legacyLang: true,
    });
    await worker.setParameters({ tessedit_char_whitelist: MRZ_CHARACTERS, tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    return worker;
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}
