import { BaseModel } from './base-model.ts';

export class ContactSubmission extends BaseModel {
  static tableName = 'contact_submissions';

  id!: number;
  name!: string;
  email!: string;
  subject!: string | null;
  message!: string;
  isRead!: boolean;
  createdAt!: Date;
}
