import { App, type FormInstance } from 'antd';
import isDeepEqual from 'fast-deep-equal';
import { useEffect, useState } from 'react';
import {
  CONTENT_SECTIONS,
  describeSectionIssue,
  type ContentSection,
  type SiteContent,
} from '@shared/content/sections';
import { errorStatus } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';
import { usePublish, useSaveDraft, useSiteContent } from './api/site-content';
import { foldsAround } from './components/folds';
import './text';

export type EditorStatus = 'published' | 'draft' | 'unsaved';

/**
 * One section of the website being edited in a form: its draft loaded into the form (not replaced
 * while the person edits), the checks of the section's own schema with each reason beside its field
 * (the first one scrolled to), the save with its version (a stale save keeps the form and says so),
 * and the publish.
 */
export function useSectionEditor<S extends ContentSection>(section: S, form: FormInstance<SiteContent[S]>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const content = useSiteContent(section);
  const save = useSaveDraft(section);
  const publish = usePublish(section);
  const [edited, setEdited] = useState(false);
  const [stale, setStale] = useState(false);
  const [openFolds, setOpenFolds] = useState<ReadonlySet<string>>(new Set());
  const state = content.data;

  useEffect(() => {
    if (state && !edited) form.setFieldsValue(state.draft as never);
  }, [state, edited, form]);

  function submit(values: SiteContent[S]) {
    if (!state) return;
    const parsed = CONTENT_SECTIONS[section].schema.safeParse(values);
    if (!parsed.success) {
      const { issues } = parsed.error;
      // The fields at fault are drawn once their folds are open; their messages go on them after.
      setOpenFolds((open) => new Set([...open, ...issues.flatMap((issue) => foldsAround(issue.path))]));
      setTimeout(() => {
        const language = currentLanguage();
        form.setFields(
          issues.map((issue) => ({
            name: issue.path as (string | number)[],
            errors: [describeSectionIssue(section, issue.path, issue.message, language)],
          })) as never,
        );
        // The save button is at the top: take the person to the first field at fault.
        form.scrollToField(issues[0]!.path as (string | number)[], { block: 'center', focus: true });
      });
      return;
    }
    save.mutate(
      { version: state.version, draft: parsed.data as SiteContent[S] },
      {
        onSuccess: () => {
          setEdited(false);
          setStale(false);
          void message.success(t('website.saved'));
        },
        onError: (error) => setStale(errorStatus(error) === 409),
      },
    );
  }

  const waiting = state ? !isDeepEqual(state.draft, state.published) : false;
  const status: EditorStatus = edited ? 'unsaved' : waiting ? 'draft' : 'published';
  return {
    section,
    state,
    status,
    edited,
    stale,
    saving: save.isPending,
    publishing: publish.isPending,
    submit,
    folds: {
      open: openFolds,
      toggle: (key: string, open: boolean) =>
        setOpenFolds((current) => {
          if (current.has(key) === open) return current;
          const next = new Set(current);
          if (open) next.add(key);
          else next.delete(key);
          return next;
        }),
    },
    /** The form changed: the page asks before leaving, and the changed field's message goes. */
    changed(changedValues: object) {
      setEdited(true);
      form.setFields(leafPaths(changedValues).map((name) => ({ name, errors: [] })) as never);
    },
    publish: () => publish.mutate(undefined, { onSuccess: () => void message.success(t('website.published')) }),
    /** Drops the form's changes for the latest saved draft (after a stale save). */
    reload() {
      setEdited(false);
      setStale(false);
      void content.refetch();
    },
  };
}

/** Where a change happened: the paths of the values antd reports as changed (lists come sparse). */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return path.length ? [path] : [];
  const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  return entries.flatMap(([key, inner]) => (inner === undefined ? [] : leafPaths(inner, [...path, key])));
}

export type SectionEditor<S extends ContentSection = ContentSection> = ReturnType<typeof useSectionEditor<S>>;
