import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form } from 'antd';
import { emptyOf, type ContentField, type ListField } from '@shared/content/fields';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { ListChanged } from './list-changed';
import '../text';

/** A field's name in the form, relative to the list entry it is in (antd's Form.List). */
export type FieldName = (string | number)[];

interface Props {
  field: ListField;
  name: FieldName;
  /** Draws one entry's fields: content-fields.tsx passes itself in, as an entry may hold lists in turn. */
  renderFields: (field: ContentField, name: FieldName) => ReactNode;
}

/**
 * Entries of one kind: added, removed and moved up or down (a fixed list, such as the figures in
 * their places, only edited). Entries of several fields each get a card; single texts a row.
 */
export function ContentList({ field, name, renderFields }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const item = field.item.label[lang];
  const inCards = field.item.kind === 'group';
  const changed = useContext(ListChanged);

  return (
    <fieldset className="content-group">
      <legend>{field.label[lang]}</legend>
      <Form.List name={name}>
        {(entries, { add, remove, move }) => (
          <>
            {entries.map((entry, index) => {
              const n = index + 1;
              const buttons = field.fixed ? null : (
                <Flex gap={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={t('website.list.up', { item, n })}
                    disabled={index === 0}
                    onClick={() => {
                      move(index, index - 1);
                      changed();
                    }}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={t('website.list.down', { item, n })}
                    disabled={index === entries.length - 1}
                    onClick={() => {
                      move(index, index + 1);
                      changed();
                    }}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('website.list.remove', { item, n })}
                    disabled={entries.length <= field.min}
                    onClick={() => {
                      remove(index);
                      changed();
                    }}
                  />
                </Flex>
              );
              return inCards ? (
                <Card key={entry.key} size="small" className="content-entry" title={`${item} ${n}`} extra={buttons}>
                  {renderFields(field.item, [entry.name])}
                </Card>
              ) : (
                <Flex key={entry.key} gap={8} align="start" className="content-entry-row">
                  <div className="content-entry-fields">{renderFields(field.item, [entry.name])}</div>
                  {buttons}
                </Flex>
              );
            })}
            {!field.fixed && (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => {
                  add(emptyOf(field.item));
                  changed();
                }}
                disabled={entries.length >= field.max}
              >
                {t('website.list.add', { item })}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
