// Owns the customer area: product categories, their document categories and documents to open or download (public and read-only).
import { useLoaderData } from 'react-router';
import { usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { catalogueClient, resolvePaths } from '../../data/catalogue';
import { IMAGE_SIZES, Img } from '../../common/Img';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { customerAreaMessages } from './messages';
import page from '../../common/Page.module.css';
import styles from './CustomerArea.module.css';

addCatalogueMessages(customerAreaMessages);

export async function loader({ config }: PageLoaderArgs) {
  const client = await catalogueClient(config);
  const categories = await client.loadCustomerProductCategories();
  const [images, documents] = await Promise.all([
    resolvePaths(
      client,
      categories.map((category) => category.image),
    ),
    Promise.all(
      categories.map((category) =>
        Promise.all(
          category.fileCategories.map(async (fileCategory) => ({
            id: fileCategory.id,
            title: fileCategory.title,
            documents: (
              await Promise.all(
                fileCategory.documents.map(async (document) => {
                  const resolved = await client.resolveDocument(document.file);
                  return resolved ? [{ title: document.title, name: resolved.name, file: resolved.file }] : [];
                }),
              )
            ).flat(),
          })),
        ),
      ),
    ),
  ]);
  return {
    categories: categories.map((category, index) => ({
      handle: category.handle,
      title: category.title,
      description: category.seoDescription,
      image: images[category.image] ?? '',
      fileCategories: documents[index] ?? [],
    })),
  };
}

export default function CustomerAreaPage() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useCatalogueTranslation();
  usePageMeta(t('customerArea.title'), t('customerArea.description'));

  return (
    <article className={page.page} data-page="customerArea">
      <h1 className={page.title}>{t('customerArea.title')}</h1>
      <p className={page.lead}>{t('customerArea.lead')}</p>
      {categories.length === 0 ? <p className={page.empty}>{t('customerArea.empty')}</p> : null}
      {categories.map((category, index) => (
        <section
          key={category.handle}
          id={category.handle}
          className={styles.category}
          aria-labelledby={`${category.handle}-titre`}
          data-category={category.handle}
        >
          <Img
            className={page.image}
            src={category.image}
            alt=""
            {...IMAGE_SIZES.tile}
            priority={index === 0}
            sizes="(min-width: 62em) 20rem, 100vw"
          />
          <div>
            <h2 id={`${category.handle}-titre`} className={styles.heading}>
              {category.title}
            </h2>
            <p>{category.description}</p>
            {category.fileCategories.map((fileCategory) => (
              <div key={fileCategory.id} className={styles.files}>
                <h3 className={styles.fileHeading}>{fileCategory.title}</h3>
                {fileCategory.documents.length === 0 ? (
                  <p>{t('customerArea.empty')}</p>
                ) : (
                  <ul className={styles.documents}>
                    {fileCategory.documents.map((document) => (
                      <li key={document.file} className={styles.document}>
                        <span className={styles.documentTitle}>{document.title}</span>
                        <span className={styles.actions}>
                          <a
                            className={page.link}
                            href={document.file}
                            target="_blank"
                            rel="noopener"
                            aria-label={t('customerArea.openNamed', { name: document.title })}
                          >
                            {t('customerArea.open')}
                          </a>
                          <a
                            className={page.link}
                            href={document.file}
                            download={document.name}
                            aria-label={t('customerArea.downloadNamed', { name: document.title })}
                          >
                            {t('customerArea.download')}
                          </a>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
