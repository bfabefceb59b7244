'use client'

import type { ChangeEvent } from 'react'
import type { FieldBinding } from '@/components/form/use-form-fields'
import { ErrorText } from '@/components/form/fields'
import { CASE_FILE_ACCEPT } from '../schema'
import { CASE_TEXTS } from '../texts'
import { Thumb } from './CaseParts'
import styles from './CaseForms.module.css'

type Texts = (typeof CASE_TEXTS)[keyof typeof CASE_TEXTS]

/**
 * The wizard's documents step (spec 001 section 4): the required case photo with its preview,
 * then additional photos, each new choice added to the earlier ones, each removable. The form
 * sets the files itself (setValue): the inputs take only the fields' ids and aria wiring.
 */
export function CaseDocuments({
  T,
  caseImage,
  images,
  caseImageField,
  imagesField,
  onCaseImage,
  onImages,
  onRemove,
}: {
  T: Texts
  caseImage: Blob | undefined
  images: Blob[]
  caseImageField: FieldBinding
  imagesField: FieldBinding
  onCaseImage: (file: Blob | undefined) => void
  onImages: (files: File[]) => void
  onRemove: (index: number) => void
}) {
  return (
    <div>
      <p className={styles.hint}>{T.filesHint}</p>
      <div className="form-group">
        <label htmlFor={caseImageField.id}>{T.case_image}</label>
        <input
          className="form-control"
          type="file"
          accept={CASE_FILE_ACCEPT}
          {...caseImageField.aria}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onCaseImage(e.target.files?.[0])}
        />
        <ErrorText id={caseImageField.errorId} message={caseImageField.message} />
        {caseImage && <Thumb file={caseImage} alt={`${T.preview}: ${T.case_image}`} />}
      </div>
      <div className="form-group">
        <label htmlFor={imagesField.id}>{T.images}</label>
        <input
          className="form-control"
          type="file"
          accept={CASE_FILE_ACCEPT}
          multiple
          {...imagesField.aria}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            onImages(Array.from(e.target.files ?? []))
            e.target.value = ''
          }}
        />
        <ErrorText id={imagesField.errorId} message={imagesField.message} />
        <ul className={styles.thumbs}>
          {images.map((file, i) => (
            <li key={`${i}-${(file as File).name ?? ''}-${file.size}`}>
              <Thumb file={file} alt={`${T.preview} ${i + 1}: ${T.images}`}>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => onRemove(i)}
                  aria-label={`${T.remove} ${i + 1}`}
                >
                  {T.remove}
                </button>
              </Thumb>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
