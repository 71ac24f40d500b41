import { Button, Paper, SimpleGrid, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import type { SearchBoxBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { countText } from '../CategoryGrid/countText';
import { matchesTopic } from './matchesTopic';
import classes from './SearchBox.module.css';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const shown = items.filter((item) => matchesTopic(item, query));

  // The list already follows the field as the visitor types; the button only returns focus to the field.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    inputRef.current?.focus();
  }

  return (
    <Section id={id} heading={heading} intro={intro} centered tinted>
      <form role="search" noValidate onSubmit={handleSubmit} className={classes.form}>
        <TextInput
          ref={inputRef}
          type="search"
          size="lg"
          radius="md"
          label={label}
          placeholder={placeholder}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={20} stroke={1.75} aria-hidden="true" />}
          autoComplete="off"
          className={classes.input}
          classNames={{ label: classes.label }}
        />
        <Button type="submit" size="lg" radius="md" className={classes.button}>
          {buttonLabel}
        </Button>
      </form>
      <VisuallyHidden role="status">
        {query.trim() ? countText(shown.length, countTemplate, countTemplateOne) : ''}
      </VisuallyHidden>
      {shown.length ? (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 4 }} spacing="md" mt="xl" className={classes.list}>
          {shown.map((item) => (
            <Paper component="li" key={item.title} withBorder radius="lg" p="lg" className={classes.card}>
              <Title order={3} className={classes.title}>
                {item.href ? (
                  <SmartLink href={item.href} className={classes.link}>
                    {item.title}
                    <IconArrowRight size={18} aria-hidden="true" className={classes.arrow} />
                  </SmartLink>
                ) : (
                  item.title
                )}
              </Title>
              <Text size="sm" c="gray.7" mt={6}>
                {item.description}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
        <Paper withBorder radius="lg" p="xl" mt="xl" className={classes.empty}>
          <Text c="gray.8">{noResultsMessage}</Text>
        </Paper>
      )}
    </Section>
  );
}
