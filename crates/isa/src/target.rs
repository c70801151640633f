//! GPU targets: the user's word (`gfx942`) and what follows from it.

use crate::tables::ds::{DS_GROUPS, DS_GROUP_TARGETS};
use std::fmt;

/// Instruction-encoding generation: decides bit layouts and opcode spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Gen {
    Gfx9,
    Gfx10,
    Gfx11,
    Gfx12,
}

/// Product architecture, as AMD markets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    Gcn5,
    Cdna1,
    Cdna2,
    Cdna3,
    Cdna4,
    Rdna1,
    Rdna2,
    Rdna3,
    Rdna35,
    Rdna4,
}

impl Arch {
    pub fn label(self) -> &'static str {
        match self {
            Arch::Gcn5 => "GCN 5",
            Arch::Cdna1 => "CDNA 1",
            Arch::Cdna2 => "CDNA 2",
            Arch::Cdna3 => "CDNA 3",
            Arch::Cdna4 => "CDNA 4",
            Arch::Rdna1 => "RDNA 1",
            Arch::Rdna2 => "RDNA 2",
            Arch::Rdna3 => "RDNA 3",
            Arch::Rdna35 => "RDNA 3.5",
            Arch::Rdna4 => "RDNA 4",
        }
    }
}

struct TargetInfo {
    name: &'static str,
    arch: Arch,
    gen: Gen,
}

const fn t(name: &'static str, arch: Arch, gen: Gen) -> TargetInfo {
    TargetInfo { name, arch, gen }
}

// LLVM 22 processor names (`llc -mtriple=amdgcn -mcpu=help`); gfx900/906 are a stretch goal.
static TARGETS: [TargetInfo; 27] = [
    t("gfx900", Arch::Gcn5, Gen::Gfx9),
    t("gfx906", Arch::Gcn5, Gen::Gfx9),
    t("gfx908", Arch::Cdna1, Gen::Gfx9),
    t("gfx90a", Arch::Cdna2, Gen::Gfx9),
    t("gfx942", Arch::Cdna3, Gen::Gfx9),
    t("gfx950", Arch::Cdna4, Gen::Gfx9),
    t("gfx1010", Arch::Rdna1, Gen::Gfx10),
    t("gfx1011", Arch::Rdna1, Gen::Gfx10),
    t("gfx1012", Arch::Rdna1, Gen::Gfx10),
    t("gfx1013", Arch::Rdna1, Gen::Gfx10),
    t("gfx1030", Arch::Rdna2, Gen::Gfx10),
    t("gfx1031", Arch::Rdna2, Gen::Gfx10),
    t("gfx1032", Arch::Rdna2, Gen::Gfx10),
    t("gfx1033", Arch::Rdna2, Gen::Gfx10),
    t("gfx1034", Arch::Rdna2, Gen::Gfx10),
    t("gfx1035", Arch::Rdna2, Gen::Gfx10),
    t("gfx1036", Arch::Rdna2, Gen::Gfx10),
    t("gfx1100", Arch::Rdna3, Gen::Gfx11),
    t("gfx1101", Arch::Rdna3, Gen::Gfx11),
    t("gfx1102", Arch::Rdna3, Gen::Gfx11),
    t("gfx1103", Arch::Rdna3, Gen::Gfx11),
    t("gfx1150", Arch::Rdna35, Gen::Gfx11),
    t("gfx1151", Arch::Rdna35, Gen::Gfx11),
    t("gfx1152", Arch::Rdna35, Gen::Gfx11),
    t("gfx1153", Arch::Rdna35, Gen::Gfx11),
    t("gfx1200", Arch::Rdna4, Gen::Gfx12),
    t("gfx1201", Arch::Rdna4, Gen::Gfx12),
];

/// A GPU target plus the wave size instructions are assembled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    index: u8,
    ds_group: u8,
    /// Column of the ALU table (looked up per instruction, so kept here).
    alu_group: u8,
    wave64: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    #[error("unknown target '{0}' (try `amdgpu-isa targets`)")]
    Unknown(String),
    #[error("{0} runs only wave64")]
    Wave32Unsupported(&'static str),
}

impl Target {
    /// Looks a target up by its LLVM processor name. LLVM 22 dropped gfx940 and
    /// gfx941; they are accepted as gfx942, which superseded them.
    pub fn from_name(name: &str) -> Result<Target, TargetError> {
        let canon = match name {
            "gfx940" | "gfx941" => "gfx942",
            n => n,
        };
        let index = TARGETS
            .iter()
            .position(|t| t.name == canon)
            .ok_or_else(|| TargetError::Unknown(crate::syntax::clip(name).into_owned()))?;
        let ds_group = DS_GROUP_TARGETS
            .iter()
            .position(|g| g.contains(&canon))
            .expect("every target belongs to a DS group") as u8;
        let alu_group = crate::tables::alu::group_of_name(canon)
            .expect("every target belongs to an ALU group") as u8;
        let wave64 = TARGETS[index].gen == Gen::Gfx9;
        Ok(Target {
            index: index as u8,
            ds_group,
            alu_group,
            wave64,
        })
    }

    /// Every target, in table order.
    pub fn all() -> impl Iterator<Item = Target> {
        TARGETS.iter().map(|t| Target::from_name(t.name).unwrap())
    }

    /// Chooses the wave size; GFX9 parts are wave64 only.
    pub fn with_wave_size(self, size: u32) -> Result<Target, TargetError> {
        match (size, self.gen()) {
            (64, _) => Ok(Target {
                wave64: true,
                ..self
            }),
            (32, Gen::Gfx9) => Err(TargetError::Wave32Unsupported(self.name())),
            _ => Ok(Target {
                wave64: false,
                ..self
            }),
        }
    }

    /// Its place in [`Target::all`] (the same for both wave sizes).
    pub(crate) fn index(self) -> usize {
        usize::from(self.index)
    }

    /// How many targets there are.
    pub(crate) const COUNT: usize = TARGETS.len();

    pub fn name(self) -> &'static str {
        TARGETS[self.index as usize].name
    }
    pub fn arch(self) -> Arch {
        TARGETS[self.index as usize].arch
    }
    pub fn gen(self) -> Gen {
        TARGETS[self.index as usize].gen
    }
    pub fn wave64(self) -> bool {
        self.wave64
    }
    pub fn wave_size(self) -> u32 {
        if self.wave64 {
            64
        } else {
            32
        }
    }
    /// gfx90a and later CDNA parts demand even-aligned VGPR/AGPR tuples, and
    /// even data VGPRs for GWS (LLVM's FeatureGFX90AInsts).
    pub fn needs_aligned_vgprs(self) -> bool {
        matches!(self.arch(), Arch::Cdna2 | Arch::Cdna3 | Arch::Cdna4)
    }

    /// Whether DS instructions can name AGPRs (through the ACC bit): gfx90a and
    /// later CDNA parts; gfx908 has AGPRs but DS cannot reach them.
    pub fn ds_agprs(self) -> bool {
        self.needs_aligned_vgprs()
    }

    /// Column of the DS table this target reads.
    pub fn ds_group(self) -> usize {
        self.ds_group as usize
    }
    /// Column of the ALU table this target reads.
    pub fn alu_group(self) -> usize {
        self.alu_group as usize
    }
    pub fn ds_group_name(self) -> &'static str {
        DS_GROUPS[self.ds_group as usize]
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
