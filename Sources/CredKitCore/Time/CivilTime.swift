// SPDX-License-Identifier: Apache-2.0
/// A moment in UTC as calendar fields (proleptic Gregorian calendar, as ISO 8601 uses), computed by
/// arithmetic: the civil-from-days method of Howard Hinnant's date algorithms. Formatting with
/// Foundation costs more than decoding a token, and SRP's timestamp needs fixed English names.
package struct CivilTime: Sendable, Hashable {
    package var year: Int64
    /// 1–12.
    package var month: Int64
    /// 1–31.
    package var day: Int64
    package var hour: Int64
    package var minute: Int64
    package var second: Int64
    /// 0 = Sunday … 6 = Saturday.
    package var weekday: Int64

    /// The calendar fields of a whole number of seconds since 1970-01-01T00:00:00Z.
    package init(secondsSince1970 total: Int64) {
        let (days, secondOfDay) = total.quotientAndRemainder(dividingBy: 86_400)
        let (day0, second) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        let shifted = day0 + 719_468  // days since 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153  // 0 = March
        self.day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        self.month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.hour = second / 3600
        self.minute = second / 60 % 60
        self.second = second % 60
        let weekday = (day0 + 4) % 7  // 1970-01-01 was a Thursday
        self.weekday = weekday < 0 ? weekday + 7 : weekday
    }
}
