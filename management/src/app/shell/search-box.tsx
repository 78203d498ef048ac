import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchInput } from '../../components/ui/search-input.tsx';
import type { Role } from '../../types/api.ts';
import { searchTarget } from './search-target.ts';

export function SearchBox({ role }: { role: Role }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const label = role === 'student' ? 'Search rooms' : 'Search students';
  return (
    <form
      role="search"
      className="w-full max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        const target = searchTarget(role, text);
        if (!target) return;
        navigate(target);
        setText('');
      }}
    >
      <SearchInput
        tone="filled"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search..."
        aria-label={label}
      />
    </form>
  );
}
