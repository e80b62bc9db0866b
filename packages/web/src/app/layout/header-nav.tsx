import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLanguage } from '../../lib/i18n/use-language';
import { useSession } from '../../lib/session';
import { navItems } from './nav-links';
import classes from './layout.module.css';

/** The navigation links, across the header (desktop) or down the drawer (mobile). */
export function HeaderNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { user } = useSession();
  return (
    <ul className={vertical ? classes.navListVertical : classes.navList}>
      {navItems(user, lang).map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={classes.navLink} onClick={onNavigate}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
