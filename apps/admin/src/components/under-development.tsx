import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { T } from '@/text/ar';

/** Placeholder of the tabs that are not built: they say 'under development'. */
export function UnderDevelopment() {
  return <Result icon={<ToolOutlined />} title={T.common.underDevelopment} subTitle={T.common.underDevelopmentHint} />;
}
