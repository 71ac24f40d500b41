import { Anchor, Box, Button, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { SearchBoxBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { TextField } from '../../ui/TextField';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './SearchBox.module.css';
import topicSearch from './TopicSearch.island';

/**
 * A search field over quick-help topics. Every topic is in the page's HTML; a DOM island filters them as the
 * visitor types (title, description and the keywords in `data-keywords`) and says how many match. Without
 * JavaScript every topic shows, and the action-less form at most reloads the page.
 */
export function SearchBox({
  id,
  heading,
  intro,
  label,
  placeholder,
  buttonLabel,
  noResultsMessage,
  countTemplate,
  countTemplateOne,
  items,
}: SearchBoxBlock) {
  const inputId = useId();
  return (
    <Section id={id} heading={heading} intro={intro} centered tinted>
      <Island of={topicSearch} when="visible" props={{ countTemplate, countTemplateOne }}>
        <form role="search" noValidate className={classes.form}>
          <TextField
            id={inputId}
            type="search"
            size="lg"
            icon="search"
            label={label}
            placeholder={placeholder}
            autoComplete="off"
            className={classes.input}
            labelClassName={classes.label}
          />
          <Button type="submit" size="lg" className={classes.button}>
            {buttonLabel}
          </Button>
        </form>
        <VisuallyHidden role="status" />
        <Box component="ul" className={classes.list}>
          {items.map((item) => (
            <Paper
              component="li"
              withBorder
              key={item.title}
              className={classes.card}
              data-keywords={item.keywords?.join(' ')}
            >
              <Title order={3} className={classes.title}>
                {item.href ? (
                  <Anchor component={SmartLink} href={item.href} inherit className={classes.link}>
                    {item.title}
                    <Icon name="arrow-right" size={18} className={classes.arrow} />
                  </Anchor>
                ) : (
                  item.title
                )}
              </Title>
              <Text className={classes.description}>{item.description}</Text>
            </Paper>
          ))}
        </Box>
        <Paper component="p" withBorder className={classes.empty} hidden data-no-results="">
          {noResultsMessage}
        </Paper>
      </Island>
    </Section>
  );
}
