import { useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQuery } from '../api/profile';

/** The student's saved colour scheme follows them to every device they sign in on. */
export function useApplyTheme(): void {
  const { data } = useQuery(profileQuery());
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const theme = data?.settings.theme;
  useEffect(() => {
    if (theme && theme !== colorScheme) setColorScheme(theme);
  }, [theme, colorScheme, setColorScheme]);
}
