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
  messages: <MessageOutlined aria-hidden />,
  pictures: <PictureOutlined aria-hidden />,
  globe: <GlobalOutlined aria-hidden />,
  staff: <IdcardOutlined aria-hidden />,
  history: <HistoryOutlined aria-hidden />,
  person: <UserOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
  dashboard: <DashboardOutlined aria-hidden />,
  people: <TeamOutlined aria-hidden />,
  services: <AppstoreOutlined aria-hidden />,
  calendar: <CalendarOutlined aria-hidden />,
  clock: <ClockCircleOutlined aria-hidden />,
  chart: <BarChartOutlined aria-hidden />,
  rocket: <RocketOutlined aria-hidden />,
};
