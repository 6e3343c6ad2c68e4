import { LinkList, PageHeading, type LinkRenderProps } from '@cancel-flow/ui';
import { languageQuery } from '@cancel-flow/i18n';
import { useTranslation } from '@cancel-flow/i18n/react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { AppPage } from '../../shell/AppPage';
import { cancellablePages } from '../../shell/productPages';
import { SessionGate } from '../../shell/SessionGate';
import { withTexts } from '../../shell/withTexts';

/** /cancel: links to the cancellation page of every product the user has. */
function ToolkitChoicePage() {
  const { t } = useTranslation();
  // A product page opened from here keeps the page's language when it is reloaded.
  const language = languageQuery(useLocation().search);
  return (
    <SessionGate>
      {({ user }) => {
        const pages = cancellablePages(user);
        return (
          <AppPage title={t('toolkitChoice.title')}>
            <PageHeading title={t('toolkitChoice.title')} subtitle={t('toolkitChoice.subtitle')} />
            <LinkList
              label={t('toolkitChoice.title')}
              items={pages.map((page) => ({
                id: page.product,
                href: `/${page.path}${language}`,
                title:
                  page.product === 'all'
                    ? t('toolkitChoice.cancelAll')
                    : t('toolkitChoice.cancelProduct', {
                        context: page.product,
                        app: t(`products.${page.product}`),
                      }),
                description: page.product === 'all' ? t('toolkitChoice.cancelAllHint') : undefined,
              }))}
              renderLink={(_item, props) => <ProductPageLink {...props} />}
            />
          </AppPage>
        );
      }}
    </SessionGate>
  );
}

export default withTexts('pages', ToolkitChoicePage);

/**
 * A link to one product page that navigates within the app. react-router's hooks for a custom
 * link rather than its `<Link>`, whose prefetching and view-transition code would otherwise ship
 * in the entry that every page loads.
 */
function ProductPageLink({ href, children, ...props }: LinkRenderProps) {
  const onClick = useLinkClickHandler(href);
  return (
    <a {...props} href={useHref(href)} onClick={onClick}>
      {children}
    </a>
  );
}
