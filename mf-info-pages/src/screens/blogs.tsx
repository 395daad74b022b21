import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { ApplyCallToAction } from '../components/apply-call-to-action';
import { InfoPage } from '../components/info-page';
import { textList } from '../components/text-list';

const TEXTS = infoTexts('info-blogs', (language) => import(`../../locales/${language}/info-blogs.json`));

interface Article {
  title: string;
  minutes: number;
  body: string[];
}

/** Travel tips: short articles shown in full, so no link leads to a page that does not exist. */
function BlogsScreen() {
  const { t } = useInfoTranslation();
  const articles = textList<Article>(t, 'blogs.articles');
  return (
    <InfoPage screen="Blogs" title={t('blogs.title')} documentTitle={t('blogs.documentTitle')} lead={t('blogs.lead')}>
      {articles.map((article) => (
        <article key={article.title} className="article">
          <h2>{article.title}</h2>
          <p className="article__meta">{t('blogs.readingTime', { minutes: article.minutes })}</p>
          {article.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </article>
      ))}
      <ApplyCallToAction />
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS], BlogsScreen);
