import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ActionLog, KLM, modelSeconds } from './action-log.mjs';

test('each kind of action costs one mental preparation and its pointings; typing costs per character', () => {
  assert.equal(modelSeconds({ kind: 'click' }), KLM.mental + KLM.pointAndClick);
  assert.equal(modelSeconds({ kind: 'fill', characters: 10 }), KLM.mental + KLM.pointAndClick + 10 * KLM.keystroke);
  assert.equal(modelSeconds({ kind: 'file' }), KLM.mental + 2 * KLM.pointAndClick);
  assert.equal(modelSeconds({ kind: 'key' }), KLM.mental + KLM.keystroke);
  assert.throws(() => modelSeconds({ kind: 'scroll' }), /unknown action kind scroll/);
});

test('the summary counts actions per actor and adds the waits to the model time', async () => {
  const log = new ActionLog();
  await log.record({ actor: 'reviewer', kind: 'fill', what: 'e-mail', characters: 20 }, async () => undefined);
  await log.record({ actor: 'reviewer', kind: 'click', what: 'sign in' }, () => new Promise((resolve) => setTimeout(resolve, 60)));
  await log.record({ actor: 'applicant', kind: 'file', what: 'passport copy' }, async () => undefined);
  const { reviewer, applicant } = log.summary();
  assert.equal(reviewer.actions, 2);
  assert.deepEqual(reviewer.byKind, { fill: 1, click: 1 });
  assert.equal(reviewer.characters, 20);
  assert.ok(reviewer.waitSeconds >= 0.05);
  assert.equal(reviewer.modelSeconds, Math.round((2 * KLM.mental + 2 * KLM.pointAndClick + 20 * KLM.keystroke) * 10) / 10);
  assert.equal(reviewer.minutes, Math.round(((reviewer.modelSeconds + reviewer.waitSeconds) / 60) * 10) / 10);
  assert.equal(applicant.actions, 1);
});

test('an action whose wait fails is not counted', async () => {
  const log = new ActionLog();
  await assert.rejects(log.record({ actor: 'reviewer', kind: 'click', what: 'x' }, async () => Promise.reject(new Error('no page'))), /no page/);
  assert.deepEqual(log.summary(), {});
});
