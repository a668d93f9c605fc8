import { useTranslation } from '../../i18n/use-translation.ts';
import type { AppLinks } from '../../contract/site-content.ts';
import { css, cx } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { storeHref } from '../store/index.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { mutedText, pageContainer, panelTitle, plainList } from '../../ui/layout.ts';
import { appRedirectScript } from './app-redirect.ts';
import { contentOf } from './content.ts';
import { AppleIcon, CheckIcon, PhoneAppIcon, PlayStoreIcon } from '../../ui/icons.ts';
import { button } from '../../ui/button.tsx';
import { card, iconBadge } from '../../ui/card.tsx';

const layout = css({
  display: 'grid',
  gap: { base: '10', lg: '16' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
  alignItems: 'center',
  mt: { base: '8', md: '12' },
});
const features = cx(plainList, css({ display: 'grid', gap: '4' }));
const feature = css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: { base: 'md', md: 'lg' }, color: 'fg.default', '& > span:first-child': { mt: '-1' } });
const stores = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' });
const storeButton = css({ minH: '14', px: '5', gap: '3', '& svg': { w: '6', h: '6' } });
const storeLabel = css({ display: 'grid', textAlign: 'left', lineHeight: '1.2', '& small': { fontSize: 'xs', fontWeight: 'medium', opacity: 0.85 } });
const note = cx(mutedText, css({ mt: '5', fontSize: 'sm', maxW: '50ch' }));
// A phone drawn with CSS: the school's logo and app name on a brand-card({ variant: 'tinted', padding: 'none' }) screen.
const phone = css({
  justifySelf: 'center',
  w: { base: '220px', md: '260px' },
  aspectRatio: '9 / 18.5',
  borderRadius: '36px',
  borderWidth: '10px',
  borderColor: 'fg.default',
  bg: 'surface',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  boxShadow: 'framed',
  _dark: { boxShadow: 'none', borderColor: 'border.default' },
});
const screenTop = css({
  flex: '0 0 46%',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '3',
  px: '4',
  textAlign: 'center',
  bgImage: 'linear-gradient(160deg, {colors.brand.emphasized}, {colors.surface})',
});
// Logos are often wordmarks: as tall as fits, as wide as their proportions ask.
const screenLogo = css({ h: '12', w: 'auto', maxW: '85%', objectFit: 'contain' });
const screenName = css({ fontFamily: 'heading', fontWeight: 'bold', color: 'fg.default', fontSize: 'md', lineHeight: '1.25' });
const screenRows = css({ flex: '1', display: 'grid', alignContent: 'start', gap: '3', p: '4' });
const screenRow = css({ h: '12', borderRadius: 'card', bg: 'canvas', borderWidth: '1px', borderColor: 'border.default' });

/** Google Play first; the App Store as the main button when it is the only store. */
function StoreButtons({ apps }: { apps: AppLinks }) {
  const { t } = useTranslation();
  return (
    <div className={stores} data-testid="app-store-links">
      {apps.android_url && (
        <a className={cx(button(), storeButton)} href={apps.android_url} rel="noopener" data-testid="android-link">
          <PlayStoreIcon />
          <span className={storeLabel}>
            <small>{t('content.app.getItOn')}</small>
            <span>Google Play</span>
          </span>
        </a>
      )}
      {apps.ios_url && (
        <a className={cx(apps.android_url ? button({ variant: 'secondary' }) : button(), storeButton)} href={apps.ios_url} rel="noopener" data-testid="ios-link">
          <AppleIcon />
          <span className={storeLabel}>
            <small>{t('content.app.downloadOn')}</small>
            <span>App Store</span>
          </span>
        </a>
      )}
    </div>
  );
}

function Phone({ apps }: { apps: AppLinks }) {
  const site = useSite();
  return (
    <div className={phone} aria-hidden="true">
      <div className={screenTop}>
        <img className={screenLogo} src={site.media(site.config.school_logo)} alt="" height={48} width={site.logoSize ? Math.round((48 * site.logoSize.width) / site.logoSize.height) : 48} />
        <span className={screenName}>{apps.app_name}</span>
      </div>
      <div className={screenRows}>
        <div className={screenRow} />
        <div className={screenRow} />
        <div className={screenRow} />
      </div>
    </div>
  );
}

function NoApp() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className={cx(card(), css({ mt: { base: '8', md: '12' }, maxW: '2xl', display: 'flex', gap: '4', alignItems: 'flex-start' }))} data-testid="no-app">
      <span className={iconBadge()}><PhoneAppIcon /></span>
      <div>
        <h2 className={panelTitle}>{t('content.app.noneTitle')}</h2>
        <p className={cx(mutedText, css({ mt: '2', fontSize: 'md' }))}>{t('content.app.noneText', { school: site.config.school_name })}</p>
        <a className={cx(button(), css({ mt: '5' }))} href={storeHref(site)}>{t('content.app.browse')}</a>
      </div>
    </div>
  );
}

function AppContent({ redirect }: { redirect: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const apps = contentOf(site.input).apps;
  return (
    <>
      {redirect && apps && <script dangerouslySetInnerHTML={{ __html: appRedirectScript(apps) }} />}
      <PageHeader
        heading={apps ? t('content.app.heading', { app: apps.app_name }) : t('content.app.title')}
        introText={apps?.tagline || t('content.app.intro', { school: site.config.school_name })}
        crumbs={[{ href: storeHref(site), label: t('shell.nav.store') }]}
        testId="app-title"
      />
      <div className={pageContainer}>
        {apps ? (
          <div className={layout}>
            <div>
              {apps.features.length > 0 && (
                <ul className={features} aria-label={t('content.app.features')}>
                  {apps.features.map((text) => (
                    <li key={text} className={feature}>
                      <span className={cx(iconBadge(), card({ variant: 'tinted', padding: 'none' }))}><CheckIcon /></span>
                      <span>{text}</span>
                    </li>
                  ))}
                </ul>
              )}
              <StoreButtons apps={apps} />
              <p className={note}>{redirect ? t('content.app.redirectNote') : t('content.app.note')}</p>
            </div>
            <Phone apps={apps} />
          </div>
        ) : (
          <NoApp />
        )}
      </div>
    </>
  );
}

/** /download-app: the school's mobile apps and their store links. */
export function DownloadAppPage({ site }: PageProps) {
  return (
    <PageRoot site={site}>
      <AppContent redirect={false} />
    </PageRoot>
  );
}

/**
 * /app-download: the link a school prints or sends by SMS. On a phone it goes straight to the right store; on
 * anything else (or without script) it is the download page.
 */
export function AppDownloadPage({ site }: PageProps) {
  return (
    <PageRoot site={site}>
      <AppContent redirect />
    </PageRoot>
  );
}
