import { APPLICATION_TYPES, UPLOAD_RULES } from '@evisa/reference-data';
import { formatFileSize, ruleValues, withRuleValues } from './rule-values';
import type { TFunction, TOptions } from './translator';

describe('formatFileSize', () => {
  it('writes a byte count as people do, in their language', () => {
    expect(formatFileSize(20 * 1024, 'en')).toBe('20 kB');
    expect(formatFileSize(1_048_576, 'en')).toBe('1 MB');
    expect(formatFileSize(2 * 1_048_576, 'en')).toBe('2 MB');
    expect(formatFileSize(1_048_576, 'fr')).toBe('1\u202fMo');
  });
});

describe('rule values', () => {
  it('are the definitions the uploads and the server enforce, in the reader language', () => {
    expect(ruleValues('en')).toMatchObject({
      photoFormats: 'JPG or PNG',
      photoMaxSize: formatFileSize(UPLOAD_RULES.maxBytes, 'en'),
      photoMaxBytes: '1,048,576',
      documentFormats: 'JPG, PNG, or PDF',
      photoPolicyFormat: 'JPEG',
      photoPolicyMinSize: '20 kB',
      photoPolicyMaxSize: '2 MB',
      normalMin: APPLICATION_TYPES[0].processingTime.min,
      urgentMax: APPLICATION_TYPES[1].processingTime.max,
    });
    expect(ruleValues('fr')).toMatchObject({ photoFormats: 'JPG ou PNG', documentFormats: 'JPG, PNG ou PDF', photoMaxSize: '1\u202fMo' });
  });

  it('fill `{{rule.<name>}}` in every text, while a value given at the call wins', () => {
    const seen: (TOptions | undefined)[] = [];
    const t: TFunction = (key, options) => {
      seen.push(options);
      return key;
    };
    const ruled = withRuleValues(t, 'en');
    ruled('a');
    ruled('b', { count: 2 });
    expect(seen[0]).toEqual({ rule: ruleValues('en') });
    expect(seen[1]).toEqual({ rule: ruleValues('en'), count: 2 });
  });
});
