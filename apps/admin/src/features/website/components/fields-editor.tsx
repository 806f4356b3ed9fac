import { Form, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_SECTIONS, type SiteContent } from '@shared/content/sections';
import { useSectionEditor } from '../use-section-editor';
import { ContentFields } from './content-fields';
import { FoldsContext } from './folds';
import { ListChanged } from './list-changed';
import { SectionForm } from './section-form';
import '../text';

/** The sections described field by field: everything but the company's details. */
export type FieldsSection = Exclude<keyof SiteContent, 'company'>;

/** One section's form, drawn from the description of its fields, with its toolbar. */
export function FieldsEditor({
  section,
  onEdited,
}: {
  section: FieldsSection;
  onEdited(section: string, edited: boolean): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SiteContent[FieldsSection]>();
  const editor = useSectionEditor(section, form);
  useEffect(() => onEdited(section, editor.edited), [onEdited, section, editor.edited]);
  if (!editor.state) return <Skeleton active />;

  return (
    <ListChanged.Provider value={() => editor.changed({})}>
      <FoldsContext.Provider value={editor.folds}>
        <SectionForm editor={editor} form={form} name={`${section}-form`} intro={t(`website.intros.${section}`)}>
          <ContentFields field={CONTENT_SECTIONS[section].fields} name={[]} />
        </SectionForm>
      </FoldsContext.Provider>
    </ListChanged.Provider>
  );
}
