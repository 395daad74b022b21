import { formsSentInAddress } from './forms-in-address';

describe('the forms a pre-rendered page would send in its address', () => {
  it('finds a GET form, or one without a method, that has any field but the language', () => {
    const resume = '<form class="resume__form"><input name="applicationId" type="text"/><div><input type="date" name="dateOfBirth"/></div><button type="submit">Submit</button></form>';
    expect(formsSentInAddress(resume)).toEqual([['applicationId', 'dateOfBirth']]);
    expect(formsSentInAddress(resume.replace('<form ', '<form method="GET" '))).toEqual([['applicationId', 'dateOfBirth']]);
    expect(formsSentInAddress('<form method="get"><select name="lang"></select><textarea name="message"></textarea></form>')).toEqual([['lang', 'message']]);
  });

  it('fails closed on a GET form whose fields it cannot read', () => {
    expect(formsSentInAddress('<form><button type="submit">Go</button></form>')).toEqual([[]]);
  });

  it('lets POST forms and the language choice through', () => {
    const html = [
      '<form class="language-switcher" method="get"><label><select name="lang"><option value="en">English</option></select></label><noscript><button type="submit">Go</button></noscript></form>',
      '<form class="lookup-form" method="post"><input name="applicationId"/><input name="dateOfBirth"/></form>',
      '<form method="POST" aria-label="x"><input data-name="x" name="email"/></form>',
    ].join('');
    expect(formsSentInAddress(html)).toEqual([]);
  });
});
