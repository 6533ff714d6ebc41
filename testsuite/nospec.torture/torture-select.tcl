# torture-select.tcl - read the dg- directives of one of GCC's torture
# tests and decide whether it applies to a target, and with which options.
#
# Shared by testsuite/nospec.torture/torture.exp (the quick slice inside
# `make check`) and bench/torture (the full differential run).  GCC's own
# harness evaluates these directives with its target database; we only need
# the handful of facts that hold on Linux for the architectures we test, so
# the rules are small and explicit:
#   dg-options / dg-additional-options OPTS [{target SEL}]
#       added when there is no selector or when SEL is true for us;
#   dg-require-effective-target NAME    skip when NAME is false for us;
#   dg-skip-if MSG SEL [INCLUDE [EXCLUDE]]
#       skip when SEL is true and the flags match INCLUDE but not EXCLUDE;
#   dg-do ACTION [SEL]                  an execute test must be "run";
#   everything else (xfail, stack size, prune) is ignored: a test that
#   fails without the plugin is excluded from the comparison anyway.
#
# Standalone use (from bench/torture):
#   tclsh torture-select.tcl ARCH KIND "FLAGS" FILE...
# prints one line per FILE: NAME<TAB>run<TAB>OPTIONS or NAME<TAB>skip<TAB>WHY.

namespace eval torture {
    # Effective-target keywords that hold on every Linux target we test
    # (x86_64, i686, aarch64, arm, ppc64le, riscv64, s390x, all glibc).
    variable common_true {
        int32plus int32 label_values trampolines alloca indirect_jumps
        untyped_assembly return_address fileio unwrapped stdint_types mmap
        double64plus double64 c99_runtime longlong64 fpic signal alias weak
        nonpic ptr32plus size32plus scalar_all_fma named_sections
        visibility pthread sync_int_long sync_char_short
        large_long_double int_eq_float indirect_calls non_strict_prototype
        nonlocal_goto exceptions R_flag_in_section size20plus scheduling
        fopenmp fgraphite ptr_eq_long
    }
    # Keywords that depend on the architecture.
    variable arch_true
    array set arch_true {
        x86_64  {lp64 int128 dfp x86 sse2 avx_runtime}
        i686    {ilp32 ia32 x86 sse2}
        aarch64 {lp64 int128 aarch64}
        arm     {ilp32 arm}
        ppc64le {lp64 int128 powerpc dfp}
        riscv64 {lp64 int128 riscv}
        s390x   {lp64 int128 s390 dfp}
    }
    # A triplet for matching patterns such as i?86-*-* or aarch64*-*-*.
    variable triplet
    array set triplet {
        x86_64  x86_64-pc-linux-gnu
        i686    i686-pc-linux-gnu
        aarch64 aarch64-unknown-linux-gnu
        arm     arm-unknown-linux-gnueabihf
        ppc64le powerpc64le-unknown-linux-gnu
        riscv64 riscv64-unknown-linux-gnu
        s390x   s390x-ibm-linux-gnu
    }
}

# Is the single word WORD (a triplet pattern or an effective-target
# keyword) true for ARCH?
proc torture::word_true {word arch} {
    variable common_true
    variable arch_true
    variable triplet
    if {[string first "-" $word] >= 0} {
        return [string match $word $triplet($arch)]
    }
    if {$word in $common_true || $word in $arch_true($arch)} {
        return 1
    }
    return 0
}

# Evaluate a selector expression given as a Tcl list: words, nested lists,
# "!", "&&" and "||"; adjacent operands without an operator are or-ed
# (GCC writes target lists that way: { i?86-*-* x86_64-*-* }).
proc torture::eval_expr {toks arch} {
    set result 0
    set pending_op "||"
    set i 0
    set n [llength $toks]
    while {$i < $n} {
        set tok [lindex $toks $i]
        if {$tok eq "&&" || $tok eq "||"} {
            set pending_op $tok
            incr i
            continue
        }
        set negate 0
        while {$tok eq "!" && $i + 1 < $n} {
            set negate [expr {!$negate}]
            incr i
            set tok [lindex $toks $i]
        }
        if {[llength $tok] > 1} {
            set value [eval_expr $tok $arch]
        } else {
            set value [word_true $tok $arch]
        }
        if {$negate} {
            set value [expr {!$value}]
        }
        if {$pending_op eq "&&"} {
            set result [expr {$result && $value}]
        } else {
            set result [expr {$result || $value}]
        }
        set pending_op "||"
        incr i
    }
    return $result
}

# A selector as written after the options: {target SEL}, {xfail SEL} ...
# Only "target" selects; anything else (xfail) does not restrict.
proc torture::selector_true {sel arch} {
    if {[llength $sel] == 0} {
        return 1
    }
    set kind [lindex $sel 0]
    if {$kind eq "target"} {
        return [eval_expr [lrange $sel 1 end] $arch]
    }
    return 1
}

# The dg- directives of FILE as a list of Tcl lists.
proc torture::directives {file} {
    set fd [open $file r]
    fconfigure $fd -encoding binary -translation binary
    set text [read $fd]
    close $fd
    set found {}
    set start 0
    while {[regexp -start $start -indices {\{[ \t]*dg-[a-z-]+} $text match]} {
        set from [lindex $match 0]
        # Grow the text up to the brace that closes the directive.
        set depth 0
        set to -1
        set len [string length $text]
        for {set k $from} {$k < $len} {incr k} {
            set c [string index $text $k]
            if {$c eq "\{"} {
                incr depth
            } elseif {$c eq "\}"} {
                incr depth -1
                if {$depth == 0} {
                    set to $k
                    break
                }
            } elseif {$c eq "\n" && $depth == 1 \
                          && [string first "*/" [string range $text $from $k]] >= 0} {
                break
            }
        }
        if {$to < 0} {
            set start [expr {$from + 1}]
            continue
        }
        set body [string range $text [expr {$from + 1}] [expr {$to - 1}]]
        if {![catch {llength $body}]} {
            lappend found $body
        }
        set start [expr {$to + 1}]
    }
    return $found
}

# Does one FLAGS word list match an option list from dg-skip-if?
# "*" matches everything, "" matches nothing (GCC's defaults).
proc torture::flags_match {patterns flags} {
    foreach pat $patterns {
        if {$pat eq "*"} {
            return 1
        }
        if {$pat eq ""} {
            continue
        }
        foreach pw [split $pat " "] {
            if {$pw ne "" && [lsearch -glob $flags $pw] >= 0} {
                return 1
            }
        }
    }
    return 0
}

# Decide for FILE, target ARCH, test KIND (execute or compile) and torture
# FLAGS (e.g. "-O2"): returns {run OPTIONS} or {skip REASON}.
proc torture::select {file arch kind flags} {
    set options {}
    foreach d [directives $file] {
        set name [lindex $d 0]
        switch -- $name {
            dg-options -
            dg-additional-options {
                if {[selector_true [lindex $d 2] $arch]} {
                    set opts [lindex $d 1]
                    # { "-fwrapv" } and "-fwrapv" are both written.
                    if {[llength $opts] == 1} {
                        set opts [lindex $opts 0]
                    }
                    lappend options $opts
                }
            }
            dg-require-effective-target {
                set what [lindex $d 1]
                if {[selector_true [lindex $d 2] $arch]
                    && ![word_true $what $arch]} {
                    return [list skip "requires $what"]
                }
            }
            dg-skip-if {
                set sel [lindex $d 2]
                set include [expr {[llength $d] > 3 ? [lindex $d 3] : "*"}]
                set exclude [expr {[llength $d] > 4 ? [lindex $d 4] : ""}]
                if {[eval_expr $sel $arch]
                    && [flags_match $include $flags]
                    && ![flags_match $exclude $flags]} {
                    return [list skip "dg-skip-if: [lindex $d 1]"]
                }
            }
            dg-do {
                set action [lindex $d 1]
                if {$kind eq "execute" && $action ne "run"} {
                    return [list skip "dg-do $action"]
                }
                if {$kind eq "compile" && $action eq "run"} {
                    set action compile
                }
                if {[llength $d] > 2 && ![selector_true [lindex $d 2] $arch]} {
                    return [list skip "dg-do for another target"]
                }
            }
            dg-error {
                # A test that expects an error only tells us the plugin did
                # not hide it; plain compilation fails and excludes it.
            }
        }
    }
    return [list run [join $options " "]]
}

# Standalone entry point for bench/torture.
if {[info exists argv0] && [file tail $argv0] eq "torture-select.tcl"} {
    if {[llength $argv] < 3} {
        puts stderr "usage: tclsh torture-select.tcl ARCH KIND FLAGS FILE..."
        exit 2
    }
    lassign $argv arch kind flags
    if {![info exists torture::triplet($arch)]} {
        puts stderr "torture-select.tcl: unknown architecture '$arch'"
        exit 2
    }
    foreach file [lrange $argv 3 end] {
        lassign [torture::select $file $arch $kind $flags] what detail
        puts "[file tail $file]\t$what\t$detail"
    }
}
