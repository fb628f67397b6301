import type { Modifiers } from 'objection';
import { BaseModel } from './base-model.ts';

export class BlogPost extends BaseModel {
  static tableName = 'blog_posts';
  static jsonAttributes = ['tags'];

  id!: number;
  title!: string;
  slug!: string;
  content!: string;
  excerpt!: string | null;
  author!: string | null;
  tags!: string[];
  featuredImage!: string | null;
  isPublished!: boolean;
  publishedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static modifiers: Modifiers = {
    published(query) {
      query.where('blog_posts.isPublished', true);
    },
  };
}
