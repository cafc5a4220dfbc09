import { useEffect } from 'react';
import { useLocation } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import { Alert, Stack } from '@chakra-ui/react';
import { Page } from '@rides/ui/page';
import { Waiting } from '@rides/ui/waiting';
import { useNamespace } from '@rides/i18n/use-namespace';
import type { NamespaceEntry } from '@rides/i18n/namespaces';
import { contentLoader } from '@rides/content/topics';
import { useTopicText, type PageTopic } from './topic-text';
import { ContentSection } from './content-section';
import { TableOfContents } from './table-of-contents';
import { ActionLinks, type ActionId } from './actions';

/** One loader per topic for the page's life: useNamespace registers again when its loader changes. */
const loaders = new Map<PageTopic, ReturnType<typeof contentLoader>>();
const loaderOf = (topic: PageTopic) => {
  if (!loaders.has(topic)) loaders.set(topic, contentLoader(topic));
  return loaders.get(topic)!;
};

/** What a content page's module declares as `namespaces`, so a prerendered page hydrates with its text. */
export const topicNamespaces = (topic: PageTopic): readonly NamespaceEntry[] => [[topic, loaderOf(topic)]];

type Resources = CustomTypeOptions['resources'];
/** The section ids of topic T (its English file's keys): a page cannot name a section that does not exist. */
type SectionId<T extends PageTopic> = Extract<keyof Resources[T]['sections'], string>;
/** The actions topic T has labels for. */
type TopicAction<T extends PageTopic> = Extract<keyof Resources[T]['actions'], ActionId>;

export interface ContentPageProps<T extends PageTopic> {
  topic: T;
  /** A table of contents under the lead (the long pages: terms, privacy). */
  toc?: boolean;
  /** Links under some sections, by section id (labels: the topic's `actions.<id>`). */
  links?: Partial<Record<SectionId<T>, readonly TopicAction<T>[]>>;
  /** Links at the end of the page. */
  end?: readonly TopicAction<T>[];
}

/**
 * An information page from its content topic (@rides/content): the topic's text is its own chunk per
 * language, loaded when the page opens; a spinner until then. One h1 (the topic's title), then an h2
 * per section with the section's id, so a link to `/<page>#<section>` lands on it.
 */
export function ContentPage<T extends PageTopic>(props: ContentPageProps<T>) {
  const ready = useNamespace(props.topic, loaderOf(props.topic));
  const { t, i18n } = useTranslation();
  if (!ready) return <Waiting text={t('remote.loading')} />;
  // Its text could not be fetched (offline, a deploy in between): say so, never show the keys.
  if (!i18n.hasResourceBundle(i18n.resolvedLanguage ?? i18n.language, props.topic) && !i18n.hasResourceBundle('en', props.topic)) {
    return (
      <Alert.Root status="error" role="alert" my={8}>
        <Alert.Indicator />
        <Alert.Description>{t('errors.unavailable')}</Alert.Description>
      </Alert.Root>
    );
  }
  return <LoadedContentPage {...props} />;
}

function LoadedContentPage<T extends PageTopic>({ topic, toc = false, links = {}, end = [] }: ContentPageProps<T>) {
  const { text, read } = useTopicText(topic);
  const entries = Object.entries(text.sections).map(([id, s]) => ({ id, heading: s.heading }));
  const label = (id: ActionId) => String(read(`actions.${id}`));
  useScrollToHash();
  return (
    <Page title={text.title} lead={text.lead}>
      <Stack gap={10} maxW="3xl">
        {toc && <TableOfContents label={String(read('toc'))} entries={entries} />}
        {Object.entries(text.sections).map(([id, section]) => (
          <ContentSection key={id} id={id} section={section}>
            <SectionLinks ids={(links as Partial<Record<string, readonly ActionId[]>>)[id]} label={label} />
          </ContentSection>
        ))}
        {end.length > 0 && <ActionLinks ids={end} label={label} />}
      </Stack>
    </Page>
  );
}

const SectionLinks = ({ ids, label }: { ids?: readonly ActionId[]; label: (id: ActionId) => string }) => (ids?.length ? <ActionLinks ids={ids} label={label} /> : null);

/** A link such as `/terms#cancellation` opened before the text was here: scroll to the section once it is. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // a malformed link (`#%E0`): stay at the top
    }
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
