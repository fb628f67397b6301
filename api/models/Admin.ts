import { BaseModel } from './base-model.ts';

export class Admin extends BaseModel {
  static tableName = 'admins';

  id!: number;
  username!: string;
  passwordHash!: string;
  email!: string | null;
  name!: string | null;
  isActive!: boolean;
  createdAt!: Date;
  lastLoginAt!: Date | null;
}
