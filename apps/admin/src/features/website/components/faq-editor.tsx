import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Row, Skeleton } from 'antd';
import type { FaqContent } from '@shared/content/faq';
import { ltrInput, ltrTextArea, rtlInput, rtlTextArea } from '@/lib/ltr';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionEditor } from '../use-section-editor';
import { SectionForm } from './section-form';

/** The home page's questions: each in Arabic and English side by side, added, removed and reordered. */
export function FaqEditor({ onEdited }: { onEdited(section: string, edited: boolean): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FaqContent>();
  const editor = useSectionEditor('faq', form);
  useEffect(() => onEdited('faq', editor.edited), [onEdited, editor.edited]);
  if (!editor.state) return <Skeleton active />;
  const side = (lang: 'ar' | 'en') => t(lang === 'ar' ? 'website.arabic' : 'website.english');

  return (
    <>
      <SectionForm editor={editor} form={form} name="faq-form" intro={t('website.faq.intro')}>
        <Form.List name="items">
          {(items, { add, remove, move }) => (
            <>
              {items.map((item, index) => (
                <Card
                  key={item.key}
                  size="small"
                  style={{ marginBlockEnd: 12 }}
                  title={t('website.faq.item', { n: index + 1 })}
                  extra={
                    <Flex gap={4}>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('website.faq.up', { n: index + 1 })}
                        disabled={index === 0}
                        onClick={() => {
                          move(index, index - 1);
                          editor.changed({ items: true });
                        }}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('website.faq.down', { n: index + 1 })}
                        disabled={index === items.length - 1}
                        onClick={() => {
                          move(index, index + 1);
                          editor.changed({ items: true });
                        }}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('website.faq.remove', { n: index + 1 })}
                        disabled={items.length === 1}
                        onClick={() => {
                          remove(index);
                          editor.changed({ items: true });
                        }}
                      />
                    </Flex>
                  }
                >
                  {(['question', 'answer'] as const).map((part) => (
                    <Row gutter={16} key={part}>
                      {(['ar', 'en'] as const).map((lang) => (
                        <Col xs={24} md={12} key={lang}>
                          <Form.Item
                            name={[item.name, part, lang]}
                            label={`${t(`website.faq.${part}`)} (${side(lang)})`}
                            required
                          >
                            {part === 'question' ? (
                              <Input
                                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                                lang={lang}
                                styles={lang === 'ar' ? rtlInput : ltrInput}
                              />
                            ) : (
                              <Input.TextArea
                                rows={3}
                                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                                lang={lang}
                                styles={lang === 'ar' ? rtlTextArea : ltrTextArea}
                              />
                            )}
                          </Form.Item>
                        </Col>
                      ))}
                    </Row>
                  ))}
                </Card>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  add({ question: { ar: '', en: '' }, answer: { ar: '', en: '' } });
                  editor.changed({ items: true });
                }}
                disabled={items.length >= 30}
              >
                {t('website.faq.add')}
              </Button>
            </>
          )}
        </Form.List>
      </SectionForm>
    </>
  );
}
