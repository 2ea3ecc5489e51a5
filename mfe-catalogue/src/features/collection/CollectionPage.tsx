// Owns a collection page (pools by type, spas, outdoor furniture); its models come with the catalogue issue.
import { useParams } from 'react-router';
import { useCatalogueTranslation } from '../../i18n';

export default function CollectionPage() {
  const { collection = '' } = useParams();
  const { t } = useCatalogueTranslation();
  return (
    <article data-page="collection" style={{ padding: 'var(--space-5) 0' }}>
      <h1>{t(`collections.${collection}`)}</h1>
    </article>
  );
}
