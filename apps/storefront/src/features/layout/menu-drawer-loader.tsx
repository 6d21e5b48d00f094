'use client';

import { type ReactNode, useState } from 'react';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import { MenuToggle } from './menu-toggle';

const loadMenuDrawer = () => import('./menu-drawer').then((m) => m.MenuDrawer);

/**
 * The phone's menu button; the drawer's code loads when the shopper points at the button or
 * presses it, and a press made meanwhile opens the drawer once it is there.
 */
export function MenuDrawerLoader({
  label,
  closeLabel,
  className,
  children,
}: {
  label: string;
  closeLabel: string;
  className?: string;
  /** The drawer's content, rendered by the server. */
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const [MenuDrawer, load] = useLoadOnUse(loadMenuDrawer);
  return (
    <div className={className}>
      {MenuDrawer ? (
        <MenuDrawer label={label} closeLabel={closeLabel} startOpen={pressed}>
          {children}
        </MenuDrawer>
      ) : (
        <MenuToggle
          label={label}
          open={false}
          onClick={() => {
            setPressed(true);
            load();
          }}
          onPointerEnter={load}
        />
      )}
    </div>
  );
}
