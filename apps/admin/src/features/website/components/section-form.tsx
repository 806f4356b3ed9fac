import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { ContentSection, SiteContent } from '@shared/content/sections';
import { useCan } from '@/lib/account-query';
import type { SectionEditor } from '../use-section-editor';
import { SectionToolbar } from './section-toolbar';

interface Props<S extends ContentSection> {
  editor: SectionEditor<S>;
  form: FormInstance<SiteContent[S]>;
  /** The form's name (antd prefixes its fields' ids with it). */
  name: string;
  /** What the section is, above its fields. */
  intro: string;
  children: ReactNode;
}

/** A section's toolbar and its form, bound to its editor (loaded draft, checks on save, changes). */
export function SectionForm<S extends ContentSection>({ editor, form, name, intro, children }: Props<S>) {
  // A role that may not change the content reads it: the same form, every field disabled but legible.
  const readOnly = !useCan()('contentSave');
  return (
    <>
      <SectionToolbar
        section={editor.section}
        editor={editor}
        intro={intro}
        readOnly={readOnly}
        onSave={() => form.submit()}
      />
      <Form<SiteContent[S]>
        form={form}
        layout="vertical"
        name={name}
        className={readOnly ? 'content-read-only' : undefined}
        initialValues={editor.state?.draft}
        // The whole section, folds not drawn included (antd would give only the fields drawn).
        onFinish={() => editor.submit(form.getFieldsValue(true))}
        onValuesChange={editor.changed}
        disabled={readOnly || editor.saving || editor.publishing}
      >
        {children}
        {/* Enter in a field saves the draft. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </>
  );
}
