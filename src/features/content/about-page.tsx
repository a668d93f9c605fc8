import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { storeHref } from '../store/index.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { mutedText, pageContainer, panelTitle, plainList, sectionTitle, srOnly } from '../../ui/layout.ts';
import { contentOf, downloadHref, legalHref, renderBody } from './content.ts';
import { ArrowIcon, MailIcon, PhoneAppIcon, PhoneIcon, ShieldIcon } from '../../ui/icons.ts';
import { RichBody } from './rich-body.tsx';
import { TeacherList } from './teacher-list.tsx';
import { link } from '../../ui/button.tsx';
import { card, iconBadge } from '../../ui/card.tsx';

/** Main column and a side column from lg up; one column on phones. */
const twoColumnsStyle = css({
  display: 'grid',
  gap: { base: '8', lg: '12' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
  alignItems: 'start',
  mt: { base: '6', md: '10' },
});

const stackStyle = css({ display: 'grid', gap: { base: '8', md: '10' }, mt: { base: '6', md: '10' }, minW: '0' });

const highlights = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(150px, 1fr))' },
  gap: { base: '3', md: '4' },
  listStyle: 'none',
  m: '0',
  p: '0',
});
const highlight = cx(card({ variant: 'tinted', padding: 'none' }), css({ px: '4', py: '4', display: 'flex', flexDirection: 'column', gap: '1' }));
const highlightValue = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.1', color: 'fg.default', letterSpacing: '-0.02em' });
const highlightLabel = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.4' });
const side = css({ display: 'grid', gap: '5', lg: { position: 'sticky', top: '24' } });
const contactList = cx(plainList, css({ display: 'grid', gap: '4', mt: '4' }));
const contactRow = css({ display: 'flex', gap: '3', alignItems: 'center', minW: '0' });
const contactText = css({ display: 'grid', minW: '0', '& a': { overflowWrap: 'anywhere' } });
const linkRow = cx(link(), css({ display: 'inline-flex', alignItems: 'center', gap: '2', '& svg': { w: '4', h: '4' } }));

function AboutContent() {
  const { t } = useTranslation();
  const site = useSite();
  const { config } = site;
  const content = contentOf(site.input);
  const about = content.about;
  const body = about ? renderBody(site, about.body, 'about_us_v1.body') : null;
  const showTeachers = about?.show_teachers ?? true;
  const phoneHref = `tel:${config.support_mobile.replace(/[^+0-9]/g, '')}`;

  return (
    <>
      <PageHeader
        heading={t('content.about.title', { school: config.school_name })}
        introText={about?.headline ?? config.title}
        crumbs={[{ href: storeHref(site), label: t('shell.nav.store') }]}
        testId="about-title"
      />
      <div className={pageContainer}>
        <div className={twoColumnsStyle}>
          <div className={stackStyle}>
            {about && about.highlights.length > 0 && (
              <section aria-labelledby="about-highlights">
                <h2 id="about-highlights" className={srOnly}>{t('content.about.highlights')}</h2>
                <ul className={highlights} data-testid="about-highlights">
                  {about.highlights.map((h) => (
                    <li key={`${h.value}-${h.label}`} className={highlight}>
                      <span className={highlightValue}>{h.value}</span>
                      <span className={highlightLabel}>{h.label}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {body ? <RichBody html={body} testId="about-body" /> : <p className={css({ fontSize: 'lg', color: 'fg.default', maxW: '70ch' })} data-testid="about-body">{config.description}</p>}
            {showTeachers && site.input.teachers.length > 0 && (
              <section aria-labelledby="about-teachers">
                <h2 id="about-teachers" className={cx(sectionTitle, css({ mb: '4' }))}>{t('content.about.teachers')}</h2>
                <TeacherList teachers={site.input.teachers} />
              </section>
            )}
          </div>
          <aside className={side} aria-label={t('content.about.contactLabel')}>
            <section className={card()} aria-labelledby="about-contact" data-testid="about-contact">
              <h2 id="about-contact" className={panelTitle}>{t('content.about.contact')}</h2>
              <p className={cx(mutedText, css({ mt: '1' }))}>{t('content.about.contactText')}</p>
              <ul className={contactList}>
                <li className={contactRow}>
                  <span className={iconBadge()}><MailIcon /></span>
                  <span className={contactText}>
                    <span className={mutedText}>{t('content.about.email')}</span>
                    <a className={link()} href={`mailto:${config.support_email}`}>{config.support_email}</a>
                  </span>
                </li>
                <li className={contactRow}>
                  <span className={iconBadge()}><PhoneIcon /></span>
                  <span className={contactText}>
                    <span className={mutedText}>{t('content.about.phone')}</span>
                    <a className={link()} href={phoneHref}>{config.support_mobile}</a>
                  </span>
                </li>
              </ul>
            </section>
            <section className={card()} aria-labelledby="about-legal">
              <h2 id="about-legal" className={panelTitle}>{t('content.about.legal')}</h2>
              <ul className={cx(plainList, css({ display: 'grid', gap: '3', mt: '4' }))}>
                <li><a className={linkRow} href={legalHref(site, 'terms')}><ShieldIcon />{t('content.about.terms')}</a></li>
                <li><a className={linkRow} href={legalHref(site, 'privacy')}><ShieldIcon />{t('content.about.privacy')}</a></li>
              </ul>
            </section>
            {content.apps && (
              <a className={cx(card(), card({ variant: 'tinted', padding: 'none' }), css({ display: 'flex', gap: '3', alignItems: 'center', textDecoration: 'none', color: 'fg.default', _hover: { borderColor: 'fg.muted' }, '& > svg': { w: '5', h: '5', flexShrink: 0 } }))} href={downloadHref(site)}>
                <span className={iconBadge()}><PhoneAppIcon /></span>
                <span className={css({ display: 'grid', flex: '1' })}>
                  <strong>{t('content.about.getApp', { app: content.apps.app_name })}</strong>
                  <span className={mutedText}>{content.apps.tagline || t('content.about.getAppText')}</span>
                </span>
                <ArrowIcon />
              </a>
            )}
          </aside>
        </div>
      </div>
    </>
  );
}

/** /aboutus: the school in its own words, its highlights and teachers, how to reach it, its terms and privacy. */
export function AboutPage({ site }: PageProps) {
  return (
    <PageRoot site={site}>
      <AboutContent />
    </PageRoot>
  );
}
