declare module "virtual:content/articles" {
  import type { Article } from "./article-types.ts";
  export const articles: Article[];
}
