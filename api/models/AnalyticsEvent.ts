import { BaseModel } from './base-model.ts';

export class AnalyticsEvent extends BaseModel {
  static tableName = 'analytics_events';

  id!: number;
  name!: 'page_view' | 'search' | 'filter_used' | 'sign_up' | 'login';
  category!: string | null;
  label!: string | null;
  value!: string | number | null;
  path!: string | null;
  clientId!: string | null;
  userId!: number | null;
  occurredAt!: Date;
}
