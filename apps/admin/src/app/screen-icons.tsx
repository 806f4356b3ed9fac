import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  MessageOutlined,
  PictureOutlined,
  RocketOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ScreenIconName } from './screens';

/**
 * The menu's icons by name. They live apart from the screens' table because that table is read by
 * the router at start (and by the tests, in Node), and antd's icons belong to the signed-in chunk,
 * not the sign-in screen's.
 */
export const SCREEN_ICONS: Record<ScreenIconName, ReactNode> = {
  messages: <MessageOutlined />,
  pictures: <PictureOutlined />,
  globe: <GlobalOutlined />,
  staff: <IdcardOutlined />,
  history: <HistoryOutlined />,
  person: <UserOutlined />,
  settings: <SettingOutlined />,
  dashboard: <DashboardOutlined />,
  people: <TeamOutlined />,
  services: <AppstoreOutlined />,
  calendar: <CalendarOutlined />,
  clock: <ClockCircleOutlined />,
  chart: <BarChartOutlined />,
  rocket: <RocketOutlined />,
};
