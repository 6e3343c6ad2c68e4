import { LinkList, PageHeading } from '@cancel-flow/ui';
import { useTranslation } from '@cancel-flow/i18n/react';
import { Link } from 'react-router-dom';
import { AppPage } from '../../shell/AppPage';
import { cancellablePages } from '../../shell/productPages';
import { SessionGate } from '../../shell/SessionGate';

/** /cancel: links to the cancellation page of every product the user has. */
export default function ToolkitChoicePage() {
  const { t } = useTranslation();
  return (
    <SessionGate>
      {({ user }) => {
        const pages = cancellablePages(user);
        return (
          <AppPage title={t('toolkitChoice.title')}>
            <PageHeading title={t('toolkitChoice.title')} subtitle={t('toolkitChoice.subtitle')} />
            {pages.length === 0 ? (
              <p>{t('toolkitChoice.empty')}</p>
            ) : (
              <LinkList
                label={t('toolkitChoice.title')}
                items={pages.map((page) => ({
                  id: page.product,
                  href: `/${page.path}`,
                  title:
                    page.product === 'all'
                      ? t('toolkitChoice.cancelAll')
                      : t('toolkitChoice.cancelProduct', {
                          context: page.product,
                          app: t(`products.${page.product}`),
                        }),
                  description:
                    page.product === 'all' ? t('toolkitChoice.cancelAllHint') : undefined,
                }))}
                renderLink={(item, { href, children, ...props }) => (
                  <Link to={href} {...props}>
                    {children}
                  </Link>
                )}
              />
            )}
          </AppPage>
        );
      }}
    </SessionGate>
  );
}
