import { Suspense, type ComponentType, type ReactNode } from 'react';
import { TranslationProvider, type I18n } from '@evisa/i18n';
import { SiteConfigProvider, type SiteConfig } from '@evisa/ui';
import '@evisa/ui/styles.css';
import '../shell.css';
import { App } from '../app';

interface SiteProps {
  i18n: I18n;
  siteConfig: SiteConfig;
  /** The browser's router on the page; a router at one fixed location when the page is pre-rendered at build time. */
  Router: ComponentType<{ children: ReactNode }>;
}

/** The whole site, as the page renders (or hydrates) it and as the build pre-renders it (shell/prerender). */
export function Site({ i18n, siteConfig, Router }: SiteProps) {
  return (
    <TranslationProvider i18n={i18n}>
      <SiteConfigProvider config={siteConfig}>
        <Router>
          <Suspense fallback={null}>
            <App />
          </Suspense>
        </Router>
      </SiteConfigProvider>
    </TranslationProvider>
  );
}
