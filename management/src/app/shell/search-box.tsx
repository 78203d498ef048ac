import { useState } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '../../types/api.ts';
import { searchTarget } from './search-target.ts';

export function SearchBox({ role }: { role: Role }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const label = role === 'student' ? 'Search rooms' : 'Search students';
  return (
    <form
      role="search"
      className="relative w-full max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        const target = searchTarget(role, text);
        if (!target) return;
        navigate(target);
        setText('');
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search..."
        aria-label={label}
        className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:bg-slate-900"
      />
    </form>
  );
}
