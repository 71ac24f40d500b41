// Type-level tests (run by `npm run typecheck`): schema-dts makes a property schema.org does not define a compile error,
// so src/core/structuredData.ts cannot write one.
import type { Article, FAQPage, WithContext } from 'schema-dts';

export const faqWithAnswerTypo: WithContext<FAQPage> = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  // @ts-expect-error a Question's answer is acceptedAnswer; "answer" is not a schema.org property
  mainEntity: [{ '@type': 'Question', name: 'Is Fernwise a bank?', answer: 'No.' }],
};

export const articleWithTitle: WithContext<Article> = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  // @ts-expect-error an Article's title is its headline
  title: 'The three-account system',
};
