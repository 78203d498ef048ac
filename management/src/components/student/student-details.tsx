import type { ReactNode } from 'react';
import { genderLabel, guardianRelationshipLabel } from '#contract/shown-values';
import { formatDate } from '../../lib/dates.ts';
import type { Student } from '../../types/api.ts';
import { DetailRow, DetailsCard } from '../ui/details-card.tsx';
import { EmailAddress } from '../ui/email-address.tsx';

/**
 * A student's details, read only (docs/spec.md §2), as the student sees them on My Profile and staff on the
 * student's profile: personal, academic, guardian and account. Staff add facts of the account (such as
 * whether the email is verified) as `account` rows.
 */
export function StudentDetails({ student, account }: { student: Student; account?: ReactNode }) {
  return (
    <>
      <DetailsCard title="Personal Information">
        <DetailRow label="Full name" value={student.fullName} />
        <DetailRow label="Gender" value={genderLabel(student.gender)} />
        <DetailRow label="Phone number" value={student.phoneNumber} />
        <DetailRow label="Date of birth" value={student.dateOfBirth && formatDate(student.dateOfBirth)} />
      </DetailsCard>
      <DetailsCard title="Academic Information">
        <DetailRow label="Student ID number" value={student.studentIdNumber} />
        <DetailRow label="Programme of study" value={student.programmeOfStudy} />
        <DetailRow label="Level" value={student.level} />
      </DetailsCard>
      <DetailsCard title="Guardian Information">
        <DetailRow label="Guardian name" value={student.guardianName} />
        <DetailRow label="Guardian phone number" value={student.guardianPhoneNumber} />
        <DetailRow label="Relationship" value={guardianRelationshipLabel(student.guardianRelationship)} />
      </DetailsCard>
      <DetailsCard title="Account">
        <DetailRow label="Email" value={<EmailAddress address={student.email} />} />
        <DetailRow label="Member since" value={student.createdAt && formatDate(student.createdAt)} />
        {account}
      </DetailsCard>
    </>
  );
}
