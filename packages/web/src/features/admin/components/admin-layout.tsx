import {
  Burger,
  Container,
  Drawer,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { normalizeSearchText } from '@kokpit/shared';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { tablesQuery } from '../api/admin';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';
import classes from './admin.module.css';

/**
 * The back office's frame: tools and every table of the database on the side (a drawer on a
 * phone), the page on the right.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const [seen, setSeen] = useState(location.pathname);
  // Choosing a page in the drawer closes it.
  if (seen !== location.pathname) {
    setSeen(location.pathname);
    close();
  }
  return (
    <Container size="100%" px={{ base: 'sm', sm: 'lg' }} py="md" className={classes.frame}>
      <Group hiddenFrom="md" mb="sm" gap="xs">
        <Burger opened={opened} onClick={toggle} aria-label={t('admin.nav.openMenu')} size="sm" />
        <Text fw={600}>{t('admin.title')}</Text>
      </Group>
      <Drawer opened={opened} onClose={close} title={t('admin.title')} size="xs" hiddenFrom="md">
        <AdminNav />
      </Drawer>
      <div className={classes.columns}>
        <nav className={classes.side} aria-label={t('admin.nav.label')}>
          <AdminNav />
        </nav>
        {/* Inside the page's own <main>: one main landmark per page. */}
        <div className={classes.main}>
          <Outlet />
        </div>
      </div>
    </Container>
  );
}

function AdminNav() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const tables = useQuery(tablesQuery());
  const [filter, setFilter] = useState('');
  const wanted = normalizeSearchText(filter);
  const shown = (tables.data?.tables ?? []).filter(
    (tb) =>
      !wanted || tb.name.includes(wanted) || normalizeSearchText(tb.labels[lang]).includes(wanted),
  );
  return (
    <Stack gap={4}>
      {ADMIN_NAV_ITEMS.map((item) => (
        <NavLink
          key={item.label}
          component={RouterNavLink}
          to={item.to(lang)}
          end={item.end}
          label={t(item.label)}
        />
      ))}
      <Text size="xs" tt="uppercase" c="dimmed" fw={700} mt="sm" px="sm">
        {t('admin.nav.tables')}
      </Text>
      <TextInput
        size="xs"
        placeholder={t('admin.nav.filterTables')}
        aria-label={t('admin.nav.filterTables')}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <ScrollArea.Autosize mah="calc(100vh - 260px)" type="auto">
        {shown
          .slice()
          .sort((a, b) => a.labels[lang].localeCompare(b.labels[lang], i18n.language))
          .map((tb) => (
            <NavLink
              key={tb.name}
              component={RouterNavLink}
              to={paths.adminTable(lang, tb.name)}
              label={tb.labels[lang]}
              description={tb.name}
            />
          ))}
      </ScrollArea.Autosize>
    </Stack>
  );
}
