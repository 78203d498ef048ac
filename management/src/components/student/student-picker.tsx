import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as messages from '#contract/messages';
import { Choice } from '../ui/choice.tsx';
import { TextField } from '../ui/field.tsx';
import { LoadingState, QueryFailed } from '../ui/states.tsx';

interface Pickable {
  id: string;
  fullName: string;
}

/**
 * Finding the one student staff act for (book into a room, log a parcel for) among many: a search by
 * name, email or phone (or the room they live in), then the students it finds as radio cards, each with
 * what tells them apart. The search is the caller's, as it decides what the server is asked and which
 * students may be chosen; `placeholder` says what the caller's search finds.
 */
export function StudentPicker<Student extends Pickable>({
  label,
  search,
  onSearch,
  query,
  students,
  empty,
  placeholder = 'Name, email or phone',
  legend,
  chosen,
  onChoose,
  detail,
  error,
}: {
  label: string;
  search: string;
  onSearch: (search: string) => void;
  query: Pick<UseQueryResult, 'status' | 'error' | 'refetch'>;
  /** The students found that may be chosen. */
  students: readonly Student[];
  /** Said when the search found none that may be chosen. */
  empty: string;
  placeholder?: string;
  legend: string;
  chosen: string;
  onChoose: (id: string) => void;
  detail: (student: Student) => ReactNode;
  error?: string;
}) {
  return (
    <>
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        error={error}
      />
      {query.status === 'pending' && <LoadingState label="Loading students" rows={3} />}
      <QueryFailed query={query} failed={messages.students.fetchFailed} />
      {query.status === 'success' && students.length === 0 && <p>{empty}</p>}
      {students.length > 0 && (
        <fieldset className="max-h-72 space-y-2 overflow-y-auto">
          <legend className="mb-2 text-sm text-slate-600 dark:text-slate-400">{legend}</legend>
          {students.map((student) => (
            <Choice
              key={student.id}
              name="student"
              value={student.id}
              checked={student.id === chosen}
              onChange={() => onChoose(student.id)}
              title={student.fullName}
              detail={detail(student)}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
