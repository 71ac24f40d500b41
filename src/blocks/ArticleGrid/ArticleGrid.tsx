import { formatIsoDate } from '../../core/formatIsoDate';
import type { ArticleGridBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { buttonStyle } from '../../ui/buttonStyle';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './ArticleGrid.module.css';
import loadMore from './LoadMore.island';

const DEFAULT_PAGE_SIZE = 6;
const MAX_TAGS = 2;

/**
 * The latest articles, `pageSize` at a time. Every article is in the page's HTML; those after the first page are
 * hidden until "load more" (a DOM island) reveals them. Without JavaScript all of them show and the button does not.
 */
export function ArticleGrid({
  id,
  heading,
  intro,
  pageSize = DEFAULT_PAGE_SIZE,
  loadMoreLabel,
  shownTemplate,
  articles,
}: ArticleGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Island of={loadMore} when="interaction" props={{ pageSize, shownTemplate, total: articles.length }}>
        <ul className={classes.list}>
          {articles.map((article, index) => (
            <li
              key={`${article.date}-${article.title}`}
              className={classes.item}
              hidden={index >= pageSize || undefined}
            >
              <article className={classes.card} tabIndex={-1}>
                <div className={classes.top}>
                  <Badge tone="ocean">{article.category}</Badge>
                  <span className={classes.readTime}>
                    <Icon name="clock" size={15} />
                    {article.readTime}
                  </span>
                </div>
                <div className={classes.body}>
                  <h3 className={classes.title}>
                    {article.href ? (
                      <SmartLink href={article.href} className={classes.titleLink}>
                        {article.title}
                      </SmartLink>
                    ) : (
                      article.title
                    )}
                  </h3>
                  <p className={classes.excerpt}>{article.excerpt}</p>
                  {article.tags?.length ? (
                    <ul className={classes.tags}>
                      {article.tags.slice(0, MAX_TAGS).map((tag) => (
                        <li key={tag} className={classes.tag}>
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <div className={classes.footer}>
                  <span className={classes.author}>{article.author}</span>
                  <time dateTime={article.date} className={classes.date}>
                    {formatIsoDate(article.date, { month: 'short' })}
                  </time>
                </div>
              </article>
            </li>
          ))}
        </ul>
        {articles.length > pageSize ? (
          <div className={classes.more}>
            <button type="button" data-load-more="" {...buttonStyle('outline', 'md')}>
              {loadMoreLabel}
            </button>
          </div>
        ) : null}
        <VisuallyHidden aria-live="polite" role="status" data-load-more-status="" />
      </Island>
    </Section>
  );
}
