// Owns the marketing loaders: promotions, catalogues, flyers, video groups, jobs and service packages.
import type {
  CatalogueRecord,
  Flyer,
  Job,
  Promotion,
  PromotionsSetting,
  ServicePackage,
  ServicePackageLine,
  VideoGroup,
} from '@storefront/contracts';
import { localized, num, record, records, text, textList, type DocumentFields } from './fields';
import { loadOnce, type LoaderContext } from './loaders';
import type { RawDocument } from './records';
import { sortByOrder } from './sort';

export interface MarketingLoaders {
  loadPromotions(): Promise<Promotion[]>;
  /** The 'no current promotion' switch (document settings/promotions); without one, promotions are shown. */
  loadPromotionsSetting(): Promise<PromotionsSetting>;
  loadCatalogues(): Promise<CatalogueRecord[]>;
  loadFlyers(): Promise<Flyer[]>;
  loadVideoGroups(): Promise<VideoGroup[]>;
  loadJobs(): Promise<Job[]>;
  loadServicePackages(): Promise<ServicePackage[]>;
}

export function toPromotion({ id, data }: RawDocument): Promotion {
  return {
    id,
    slug: text(data, 'slug', id),
    title: text(data, 'title'),
    description: text(data, 'description'),
    imgCover: text(data, 'imgCover'),
    imgPromoPDF: text(data, 'imgPromoPDF'),
    imgPromo: records(data, 'imgPromo').map((item) => ({ img: text(item, 'img') })),
    links: records(data, 'links').map((link) => ({ title: text(link, 'title'), url: text(link, 'url') })),
    order: num(data, 'order'),
    startAt: text(data, 'startAt'),
    endAt: text(data, 'endAt'),
  };
}

export function toFlyer({ id, data }: RawDocument): Flyer {
  return {
    id,
    link: localized(data, 'link'),
    img: text(data, 'img'),
    title: localized(data, 'title'),
    order: num(data, 'order'),
    publishedAt: text(data, 'publishedAt'),
  };
}

export function toVideoGroup({ id, data }: RawDocument): VideoGroup {
  return {
    id,
    title: localized(data, 'title'),
    order: num(data, 'order'),
    capsules: sortByOrder(
      records(data, 'capsules').map((capsule: DocumentFields) => ({
        videoId: localized(capsule, 'videoId'),
        image: text(capsule, 'image'),
        title: localized(capsule, 'title'),
        order: num(capsule, 'order'),
      })),
    ),
  };
}

export function toJob({ id, data }: RawDocument): Job {
  return {
    id,
    title: text(data, 'title'),
    type: text(data, 'type'),
    location: text(data, 'location'),
    description: text(data, 'description'),
    requirements: textList(data, 'requirements'),
    order: num(data, 'order'),
    publishedAt: text(data, 'publishedAt'),
  };
}

function packageLine(data: DocumentFields, key: string): ServicePackageLine {
  const line = record(data, key);
  const result: ServicePackageLine = { label: text(line, 'label'), value: num(line, 'value') };
  if (line.discount !== undefined) result.discount = num(line, 'discount');
  return result;
}

export function toServicePackage({ id, data }: RawDocument): ServicePackage {
  return {
    id,
    title: text(data, 'title'),
    order: num(data, 'order'),
    opening: packageLine(data, 'opening'),
    closing: packageLine(data, 'closing'),
    combo: packageLine(data, 'combo'),
    combo2Years: packageLine(data, 'combo2Years'),
  };
}

export function createMarketingLoaders(context: LoaderContext): MarketingLoaders {
  // Marketing documents are few; they are sorted here so a document without `order` is kept, not dropped by the query.
  const load = <T extends { order: number }>(name: string, parse: (document: RawDocument) => T): Promise<T[]> =>
    loadOnce(context, name, async () => sortByOrder((await context.source.list([name])).map(parse)), []);
  return {
    loadPromotions: () => load('promotions', toPromotion),
    loadPromotionsSetting: () =>
      loadOnce(
        context,
        'settings/promotions',
        async () => {
          const setting = (await context.source.list(['settings'])).find((document) => document.id === 'promotions');
          const switchedOff = setting !== undefined && setting.data.hasCurrentPromotion === false;
          return { hasCurrentPromotion: !switchedOff };
        },
        { hasCurrentPromotion: true },
      ),
    loadCatalogues: () => load('catalogues', toPromotion),
    loadFlyers: () => load('flyers', toFlyer),
    loadVideoGroups: () => load('video-groups', toVideoGroup),
    loadJobs: () => load('jobs', toJob),
    loadServicePackages: () => load('service-packages', toServicePackage),
  };
}
