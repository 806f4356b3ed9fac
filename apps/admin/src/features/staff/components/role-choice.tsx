import { Flex, Radio, Typography } from 'antd';
import { ROLES, type Role } from '@shared/api/roles';
import { useTranslation } from 'react-i18next';

/** The three roles, each with what it allows, as one radio group (a form field). */
export function RoleChoice({
  value,
  onChange,
  disabled,
}: {
  value?: Role;
  onChange?: (role: Role) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as Role)} disabled={disabled}>
      <Flex vertical gap={8}>
        {ROLES.map((role) => (
          <Radio key={role} value={role}>
            <Flex vertical>
              <span>{t(`roles.${role}.name`)}</span>
              <Typography.Text type="secondary">{t(`roles.${role}.description`)}</Typography.Text>
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
